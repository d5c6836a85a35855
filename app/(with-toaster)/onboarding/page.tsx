import type { Metadata } from 'next';
import { OnboardingCarousel } from '@/components/onboarding/onboarding-carousel';
import { SignedInSwitch } from '@/components/signed-in-switch';
import { BackLink, BackRow } from '@/components/page-header';
import { stepFromQuery } from '@/lib/domain/onboarding';

export const metadata: Metadata = {
  title: 'Get started',
  description: 'How the 45-day programme helps with weight loss, PCOD, thyroid, post-pregnancy weight and hormonal balance.',
  alternates: { canonical: '/onboarding' },
};

export default async function OnboardingPage({ searchParams }: PageProps<'/onboarding'>) {
  const initialStep = stepFromQuery((await searchParams).step);
  return (
    <main id="main" className="mx-auto grid min-h-dvh w-full max-w-lg content-center gap-6 px-4 py-6">
      <SignedInSwitch signedIn={<BackRow href="/" label="Home" />} signedOut={<BackLink href="/auth" label="Back to Login" />} />
      <h1 className="sr-only">Welcome to your 45-day programme</h1>
      <OnboardingCarousel initialStep={initialStep} />
    </main>
  );
}
