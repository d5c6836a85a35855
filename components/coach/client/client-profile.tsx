import { SectionCard } from '@/components/section-card';
import type { ClientPage } from '@/lib/db/client-page';
import { DIET_PREFERENCE_LABEL, GENDER_LABEL, WORKOUT_EXPERIENCE_LABEL } from '@/lib/domain/profile-schema';
import { targetSentence } from '@/lib/domain/progress';

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
  return (
    <SectionCard title="Profile">
      {profile ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Age">{profile.age} years</Fact>
          <Fact term="Gender">{GENDER_LABEL[profile.gender]}</Fact>
          <Fact term="Height">{profile.height} cm</Fact>
          <Fact term="Weight at sign-up">{profile.weight} kg</Fact>
          <Fact term="Medical issues">{profile.medicalIssues || 'None given'}</Fact>
          <Fact term="Injuries">{profile.injuryHistory || 'None given'}</Fact>
          <Fact term="Goal">{profile.primaryGoal}</Fact>
          <Fact term="Diet">{DIET_PREFERENCE_LABEL[profile.dietPreference]}</Fact>
          <Fact term="Workout experience">{WORKOUT_EXPERIENCE_LABEL[profile.workoutExperience]}</Fact>
          {bmi && (
            <Fact term="BMI">
              {bmi.bmi} ({bmi.category})
            </Fact>
          )}
          {progress && <Fact term="Target weight">{targetSentence(progress, 'client')}</Fact>}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          No profile yet. Ask the client to complete it: medical issues and goals come from there.
          {bmi && ` Their BMI check: ${bmi.bmi} (${bmi.category}).`}
          {progress && ` ${targetSentence(progress, 'client')}.`}
        </p>
      )}
    </SectionCard>
  );
}
