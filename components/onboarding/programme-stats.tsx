import { useTranslations } from 'next-intl';
import { CalendarDays, Icon, TrendingDown } from '@/components/icons';
import { EXPECTED_LOSS_KG, PROGRAM_DAYS } from '@/lib/domain/onboarding';

/** The two figures every step shows. */
export function ProgrammeStats() {
  const t = useTranslations('onboarding.stats');
  const stats = [
    { icon: CalendarDays, text: t('days', { days: PROGRAM_DAYS }) },
    { icon: TrendingDown, text: t('loss', { kg: EXPECTED_LOSS_KG }) },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3">
      {stats.map(({ icon, text }) => (
        <li
          key={text}
          className="flex flex-col items-center gap-1 rounded-lg bg-muted px-2 py-3 text-center text-sm font-semibold text-balance"
        >
          <Icon icon={icon} className="size-5 text-primary" />
          {text}
        </li>
      ))}
    </ul>
  );
}
