import Link from 'next/link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface ProgrammeSummaryProps {
  /** From the health profile: the programme's starting weight. */
  startWeight: number | null;
  /** From the latest BMI result. */
  targetWeight: number | null;
}

/** One figure, or a link to where the customer can provide it. */
function Fact({ label, kg, missing }: { label: string; kg: number | null; missing?: { href: string; text: string } }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold">
        {kg !== null ? (
          `${kg} kg`
        ) : missing ? (
          <Link href={missing.href} className="text-primary underline underline-offset-4">
            {missing.text}
          </Link>
        ) : (
          '—'
        )}
      </dd>
    </div>
  );
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
          <Fact label="Starting weight" kg={startWeight} missing={{ href: '/customer-form', text: 'Complete your profile' }} />
          <Fact label="Target weight" kg={targetWeight} missing={{ href: '/bmi-calculator', text: 'Calculate your BMI' }} />
          {toGo !== null && <Fact label={toGo >= 0 ? 'To lose' : 'To gain'} kg={Math.abs(toGo)} />}
        </dl>
      </CardContent>
    </Card>
  );
}
