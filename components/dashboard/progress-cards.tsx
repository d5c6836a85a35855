import { SectionCard } from '@/components/section-card';
import { Progress } from '@/components/ui/progress';
import type { Timeline, WeightProgress } from '@/lib/domain/progress';
import { formatDate } from '@/lib/domain/receipt';

/** 'Weight Loss Progress' (lost of start − target) and 'Program Timeline' (days, the end date). */
export function ProgressCards({ progress, timeline }: { progress: WeightProgress | null; timeline: Timeline }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SectionCard title="Weight Loss Progress" contentClassName="grid gap-2">
        {progress ? (
          <>
            <Progress value={progress.percent} aria-label="Weight loss progress" />
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{progress.percent}%</span> of the way from {progress.start} kg to{' '}
              {progress.target} kg
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Log your weight below to see your progress.</p>
        )}
      </SectionCard>
      <SectionCard title="Program Timeline" contentClassName="grid gap-2">
        <Progress value={timeline.percent} aria-label="Programme days completed" />
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{timeline.percent}%</span> complete · {timeline.daysRemaining} days
          remaining
        </p>
        <p className="text-sm text-muted-foreground">
          {timeline.finished ? 'Completed on ' : 'Estimated completion: '}
          <span className="whitespace-nowrap text-foreground">
            {formatDate(new Date(`${timeline.completesOn}T12:00:00+05:30`))}
          </span>
        </p>
      </SectionCard>
    </div>
  );
}
