import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { CopyProgrammeButton } from '@/components/coach/programmes/programme-forms';
import { Badge } from '@/components/ui/badge';
import type { ProgrammeListing } from '@/lib/db/programme-builder';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const range = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}-${max}`);

/** The templates: the built-ins, then the coaches' own; each opened, copied or (a coach's) changed. */
export function ProgrammeList({ programmes }: { programmes: readonly ProgrammeListing[] }) {
  const t = useTranslations('builders.programmeList');
  const list = useTranslations('builders.list');
  const said = useDomainText();
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('label')}>
      {programmes.map((programme) => {
        // A built-in's name and summary are the project's, in the reader's language; a coach's as written.
        const name = programme.builtIn ? said(programme.name) : programme.name;
        return (
          <li key={programme.id} className="grid content-start gap-2 rounded-lg border p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">
                <Link href={`/coach/programmes/${programme.id}`} className="underline-offset-4 hover:underline">
                  {name}
                </Link>
              </h2>
              {programme.builtIn ? (
                <Badge variant="secondary">{list('builtIn')}</Badge>
              ) : (
                <Badge variant="outline">{programme.mine ? list('yours') : list('colleagues')}</Badge>
              )}
            </div>
            {programme.summary && (
              <p className="text-sm text-muted-foreground">{programme.builtIn ? said(programme.summary) : programme.summary}</p>
            )}
            <p className="text-sm">
              {t('shape', { days: programme.days, range: range(programme.workoutsAWeek) })}
              {programme.following > 0 && ` · ${list('following', { count: programme.following })}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link
                href={`/coach/programmes/${programme.id}`}
                className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={programme.builtIn ? list('openName', { name }) : list('editName', { name })}
              >
                {programme.builtIn ? list('open') : list('edit')}
              </Link>
              <CopyProgrammeButton programmeId={programme.id} name={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
