import { useTranslations } from 'next-intl';

const STEPS = [
  { number: '01', key: 'signUp' },
  { number: '02', key: 'choose' },
  { number: '03', key: 'start' },
] as const;

export function HowItWorks() {
  const t = useTranslations('landing.howItWorks');
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-4 bg-muted px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-8">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step.number} className="rounded-xl bg-card p-6 shadow-sm">
              <p className="mb-2 text-3xl font-bold text-primary" aria-hidden>
                {step.number}
              </p>
              <h3 className="mb-1 text-lg font-semibold">
                <span className="sr-only">{t('step', { number: step.number })}</span>
                {t(`${step.key}.title`)}
              </h3>
              <p className="text-sm text-muted-foreground">{t(`${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
