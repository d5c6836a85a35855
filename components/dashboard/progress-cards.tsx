import { SectionCard } from '@/components/section-card';
import Link from 'next/link';
import { Progress } from '@/components/ui/progress';
import { type Timeline, targetSentence, type WeightProgress } from '@/lib/domain/progress';
import { formatDay } from '@/lib/domain/india-time';

/** 'Weight Loss Progress' (lost of start − target) and 'Program Timeline' (days, the end date). */
interface ProgressCardsProps {
  progress: WeightProgress | null;
  /** A weight is known but no height, so there is no target yet. */
  hasWeight: boolean;
  timeline: Timeline;
}

export function ProgressCards({ progress, hasWeight, timeline }: ProgressCardsProps) {
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
            <p className="text-sm">{targetSentence(progress)}.</p>
          </>
        ) : hasWeight ? (
          <p className="text-sm text-muted-foreground">
            Your target needs your height:{' '}
            <Link href="/bmi-calculator" className="text-primary underline underline-offset-4">
              check your BMI
            </Link>{' '}
            or{' '}
            <Link href="/customer-form" className="text-primary underline underline-offset-4">
              complete your profile
            </Link>
            .
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Log your weight below to see your progress.</p>
        )}
      </SectionCard>
      <ProgramTimeline timeline={timeline} />
    </div>
  );
}

/** 'Program Timeline': the days done and left, and the day it ends (moved on by a pause). */
export function ProgramTimeline({ timeline }: { timeline: Timeline }) {
  return (
    <SectionCard title="Program Timeline" contentClassName="grid gap-2">
      <Progress value={timeline.percent} aria-label="Programme days completed" />
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{timeline.percent}%</span> complete · {timeline.daysRemaining} days
        remaining
      </p>
      <p className="text-sm text-muted-foreground">
        {timeline.finished ? 'Completed on ' : 'Estimated completion: '}
        <span className="whitespace-nowrap text-foreground">{formatDay(timeline.completesOn)}</span>
      </p>
    </SectionCard>
  );
}
