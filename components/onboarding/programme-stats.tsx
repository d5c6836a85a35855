import { CalendarDays, Icon, TrendingDown } from '@/components/icons';
import { EXPECTED_LOSS_KG, PROGRAM_DAYS } from '@/lib/domain/onboarding';

const STATS = [
  { icon: CalendarDays, text: `${PROGRAM_DAYS} Days Program` },
  { icon: TrendingDown, text: `${EXPECTED_LOSS_KG}kg Expected Loss` },
];

/** The two figures every step shows. */
export function ProgrammeStats() {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {STATS.map(({ icon, text }) => (
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
