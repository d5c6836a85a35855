import type { Metadata } from 'next';
import { BmiCalculator, type BmiCalculatorProps } from '@/components/bmi/bmi-calculator';
import { calculateBmi } from '@/lib/domain/bmi';
import { bmiFormSchema } from '@/lib/domain/bmi-schema';
import { PageHeader } from '@/components/page-header';

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
      <PageHeader
        back="/onboarding"
        title="BMI Calculator"
        description="Enter your details to get your BMI, body fat estimate and a personalised 45-day recommendation."
      />
      <BmiCalculator initial={fromQuery(await searchParams)} />
    </main>
  );
}
