import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import type { ClientPage } from '@/lib/db/client-page';
import { DIET_PREFERENCE_LABEL, GENDER_LABEL, WORKOUT_EXPERIENCE_LABEL } from '@/lib/domain/profile-schema';
import { targetSentence } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** What the client told us: the profile's summary, and the BMI check with its target. */
export function ClientProfile({ profile, bmi, progress }: Pick<ClientPage, 'profile' | 'bmi' | 'progress'>) {
  const t = useTranslations('coach.clientProfile');
  const said = useDomainText();
  return (
    <SectionCard title={t('title')}>
      {profile ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term={t('age')}>{t('years', { age: profile.age })}</Fact>
          <Fact term={t('gender')}>{said(GENDER_LABEL[profile.gender])}</Fact>
          <Fact term={t('height')}>{t('cm', { value: profile.height })}</Fact>
          <Fact term={t('signUpWeight')}>{t('kg', { value: profile.weight })}</Fact>
          <Fact term={t('medical')}>{profile.medicalIssues || t('noneGiven')}</Fact>
          <Fact term={t('injuries')}>{profile.injuryHistory || t('noneGiven')}</Fact>
          <Fact term={t('goal')}>{profile.primaryGoal}</Fact>
          <Fact term={t('diet')}>{said(DIET_PREFERENCE_LABEL[profile.dietPreference])}</Fact>
          <Fact term={t('experience')}>{said(WORKOUT_EXPERIENCE_LABEL[profile.workoutExperience])}</Fact>
          {bmi && <Fact term={t('bmi')}>{t('bmiValue', { bmi: bmi.bmi, category: said(bmi.category) })}</Fact>}
          {progress && <Fact term={t('target')}>{said(targetSentence(progress, 'client'))}</Fact>}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('noProfile')}
          {bmi && t('noProfileBmi', { bmi: bmi.bmi, category: said(bmi.category) })}
          {progress && t('noProfileTarget', { target: said(targetSentence(progress, 'client')) })}
        </p>
      )}
    </SectionCard>
  );
}
