import { IconCardList } from '@/components/icon-card-list';
import { STEP_ICONS } from '@/components/onboarding/step-icons';
import { ONBOARDING_STEPS } from '@/lib/domain/onboarding';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { useTranslations } from 'next-intl';

export function Benefits() {
  const t = useTranslations('landing.benefits');
  const said = useDomainText();
  const benefits = ONBOARDING_STEPS.map((step) => ({
    icon: STEP_ICONS[step.id],
    title: said(step.benefit),
    text: said(step.text),
  }));
  return (
    <section aria-labelledby="benefits" className="px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8">
        <h2 id="benefits" className="text-center text-3xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <IconCardList items={benefits} className="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </section>
  );
}
