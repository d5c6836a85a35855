import { useLocale, useTranslations } from 'next-intl';
import type { Exercise } from '@/lib/domain/exercises';

/** An exercise's steps and its common mistake, opened in place. */
export function HowTo({ exercise }: { exercise: Exercise }) {
  const t = useTranslations('plan.howTo');
  // The library's steps are written in English only.
  const lang = useLocale() === 'en' ? undefined : 'en';
  return (
    <details className="rounded-lg bg-muted/50 p-3 text-sm">
      <summary className="cursor-pointer font-medium">{t('title')}</summary>
      <ol lang={lang} className="mt-2 grid list-decimal gap-1 pl-5">
        {exercise.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-2">
        <span className="font-medium">{t('mistake')}</span>
        {exercise.mistake}
      </p>
    </details>
  );
}
