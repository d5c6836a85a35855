import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BmiCalculator, type BmiCalculatorProps } from '@/components/bmi/bmi-calculator';
import { Button } from '@/components/ui/button';
import { calculateBmi } from '@/lib/domain/bmi';
import { bmiFormSchema } from '@/lib/domain/bmi-schema';

export const metadata: Metadata = {
  title: 'BMI Calculator',
  description:
    'Calculate your BMI, body fat and target weight, and get a personalised 45-day weight-loss recommendation.',
  alternates: { canonical: '/bmi-calculator' },
};

function fromQuery(query: Record<string, string | string[] | undefined>): BmiCalculatorProps['initial'] {
  const pick = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : undefined);
  const values = { weight: pick('weight'), height: pick('height'), age: pick('age') };
  const parsed = bmiFormSchema.safeParse(values);
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (parsed.success) return { values: filled, result: calculateBmi(parsed.data.weight, parsed.data.height), errors: {} };
  // A first visit has no query and so no errors; a submitted form gets the same messages as in the browser.
  const errors = Object.keys(filled).length
    ? Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]))
    : {};
  return { values: filled, result: null, errors };
}

export default async function BmiCalculatorPage({ searchParams }: PageProps<'/bmi-calculator'>) {
  return (
    <main className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
      <div>
        <Button asChild variant="ghost" className="-ml-3 mb-2">
          <Link href="/onboarding">
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
        <h1 className="text-3xl font-bold tracking-tight">BMI Calculator</h1>
        <p className="mt-1 text-muted-foreground">
          Enter your details to get your BMI, body fat estimate and a personalised 45-day recommendation.
        </p>
      </div>
      <BmiCalculator initial={fromQuery(await searchParams)} />
    </main>
  );
}
