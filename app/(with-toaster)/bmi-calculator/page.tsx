import type { Metadata } from 'next';
import { BmiBands } from '@/components/bmi/bmi-bands';
import { BmiCalculator } from '@/components/bmi/bmi-calculator';
import { PageHeader } from '@/components/page-header';
import { bmiFromQuery } from '@/lib/domain/bmi-schema';

export const metadata: Metadata = {
  title: 'BMI Calculator',
  description: 'Calculate your BMI, body fat and target weight, and get a personalised 45-day weight-loss recommendation.',
  alternates: { canonical: '/bmi-calculator' },
};

export default async function BmiCalculatorPage({ searchParams }: PageProps<'/bmi-calculator'>) {
  return (
    <main id="main" className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
      <PageHeader
        back="/onboarding"
        title="BMI Calculator"
        description="Enter your details to get your BMI, body fat estimate and a personalised 45-day recommendation."
      />
      <BmiCalculator initial={bmiFromQuery(await searchParams)} bands={<BmiBands />} />
    </main>
  );
}
