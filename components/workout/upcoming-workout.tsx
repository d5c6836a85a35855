import { SectionCard } from '@/components/section-card';
import type { UpcomingWorkout } from '@/lib/db/workouts';
import { formatDay } from '@/lib/domain/india-time';

/** A workout plan that begins after today: when, and what its first workout holds. */
export function UpcomingWorkoutCard({ upcoming }: { upcoming: UpcomingWorkout }) {
  return (
    <SectionCard title="Your workout plan" id="workout" className="scroll-mt-4" contentClassName="grid gap-3">
      <p>
        <span className="font-medium">{upcoming.name}</span> starts on {formatDay(upcoming.startsOn)}.
      </p>
      {upcoming.first && (
        <div className="grid gap-1">
          <h3 className="font-semibold">
            Day {upcoming.first.day}: {upcoming.first.title}
          </h3>
          <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label="Its first workout">
            {upcoming.first.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
