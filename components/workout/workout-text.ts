import type { useTranslations } from 'next-intl';
import type { DomainText } from '@/lib/i18n/domain-text';

type WorkoutT = ReturnType<typeof useTranslations<'plan.workoutText'>>;

/**
 * A prescription or what was done, as lib/domain/workout-day says it ('3 × 8-12 reps a side at
 * 5 kg', '3 × 30 s', '15 min', '12, 10 at 5-7.5 kg'), in the reader's language; English as it came.
 */
export function workoutTextIn(text: string, t: WorkoutT, locale: string): string {
  if (locale === 'en') return text;
  const [, count = text, unit, side, kg] = /^(.+?)( reps| s| min)?( a side)?(?: at (.+) kg)?$/.exec(text) ?? [];
  let shown =
    unit === ' reps'
      ? t('reps', { count })
      : unit === ' s'
        ? t('seconds', { count })
        : unit === ' min'
          ? t('minutes', { count })
          : count;
  if (side) shown = t('aSide', { text: shown });
  if (kg) shown = t('atKg', { text: shown, kg });
  return shown;
}

/**
 * A line of a workout in a few lines (lib/domain/workout-day): 'Warm-up: 3 moves' from the
 * catalogue of lib/'s texts, else an exercise and its prescription ('Glute bridge: 3 × 10 reps').
 */
export function workoutLineIn(line: string, t: WorkoutT, said: DomainText, locale: string): string {
  const whole = said(line);
  if (whole !== line || locale === 'en') return whole;
  const at = line.lastIndexOf(': ');
  return at > 0 ? `${line.slice(0, at)}: ${workoutTextIn(line.slice(at + 2), t, locale)}` : line;
}
