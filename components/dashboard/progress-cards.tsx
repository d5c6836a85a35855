import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { Timeline, WeightProgress } from '@/lib/domain/progress';
import { formatDate } from '@/lib/domain/receipt';

/** 'Weight Loss Progress' (lost of start − target) and 'Program Timeline' (days, the end date). */
export function ProgressCards({ progress, timeline }: { progress: WeightProgress | null; timeline: Timeline }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">Weight Loss Progress</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
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
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg font-semibold">Program Timeline</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
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
        </CardContent>
      </Card>
    </div>
  );
}
