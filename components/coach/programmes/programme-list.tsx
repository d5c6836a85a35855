import Link from 'next/link';
import { CopyProgrammeButton } from '@/components/coach/programmes/programme-forms';
import { Badge } from '@/components/ui/badge';
import type { ProgrammeListing } from '@/lib/db/programme-builder';

const range = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min}-${max}`);

/** The templates: the built-ins, then the coaches' own; each opened, copied or (a coach's) changed. */
export function ProgrammeList({ programmes }: { programmes: readonly ProgrammeListing[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Programmes">
      {programmes.map((programme) => (
        <li key={programme.id} className="grid content-start gap-2 rounded-lg border p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">
              <Link href={`/coach/programmes/${programme.id}`} className="underline-offset-4 hover:underline">
                {programme.name}
              </Link>
            </h2>
            {programme.builtIn ? (
              <Badge variant="secondary">Built-in</Badge>
            ) : (
              <Badge variant="outline">{programme.mine ? 'Yours' : 'A colleague’s'}</Badge>
            )}
          </div>
          {programme.summary && <p className="text-sm text-muted-foreground">{programme.summary}</p>}
          <p className="text-sm">
            {programme.days} days · {range(programme.workoutsAWeek)} workouts a week
            {programme.following > 0 && ` · ${programme.following} of your clients on a copy`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              href={`/coach/programmes/${programme.id}`}
              className="inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              aria-label={`${programme.builtIn ? 'Open' : 'Edit'} ${programme.name}`}
            >
              {programme.builtIn ? 'Open' : 'Edit'}
            </Link>
            <CopyProgrammeButton programmeId={programme.id} name={programme.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
