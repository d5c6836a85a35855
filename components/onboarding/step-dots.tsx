import { useTranslations } from 'next-intl';
import { ONBOARDING_STEPS } from '@/lib/domain/onboarding';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';

/** One button per step; the current one is marked with aria-current. */
export function StepDots({ step, onSelect }: { step: number; onSelect: (step: number) => void }) {
  const t = useTranslations('onboarding.dots');
  const said = useDomainText();
  return (
    <div className="flex justify-center">
      {ONBOARDING_STEPS.map((s, index) => (
        // The button is a 24 px touch target around a small dot.
        <button
          key={s.id}
          type="button"
          aria-label={t('goTo', { step: index + 1, title: said(s.title) })}
          aria-current={index === step ? 'step' : undefined}
          onClick={() => onSelect(index)}
          className="flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <span className={cn('h-2.5 rounded-full transition-all', index === step ? 'w-8 bg-primary' : 'w-2.5 bg-primary/30')} />
        </button>
      ))}
    </div>
  );
}
