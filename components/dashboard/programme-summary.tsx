import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface ProgrammeSummaryProps {
  /** From the health profile: the programme's starting weight. */
  startWeight: number | null;
  /** From the latest BMI result. */
  targetWeight: number | null;
}

export function ProgrammeSummary({ startWeight, targetWeight }: ProgrammeSummaryProps) {
  const toGo = startWeight !== null && targetWeight !== null ? Math.round((startWeight - targetWeight) * 10) / 10 : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">Your 45-day transformation</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">Starting weight</dt>
            <dd className="font-semibold">
              {startWeight !== null ? (
                `${startWeight} kg`
              ) : (
                <Link href="/customer-form" className="text-primary underline underline-offset-4">
                  Complete your profile
                </Link>
              )}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">Target weight</dt>
            <dd className="font-semibold">
              {targetWeight !== null ? (
                `${targetWeight} kg`
              ) : (
                <Link href="/bmi-calculator" className="text-primary underline underline-offset-4">
                  Calculate your BMI
                </Link>
              )}
            </dd>
          </div>
          {toGo !== null && (
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{toGo >= 0 ? 'To lose' : 'To gain'}</dt>
              <dd className="font-semibold">{Math.abs(toGo)} kg</dd>
            </div>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
