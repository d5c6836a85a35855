'use client';

import { ArrowLeft, ArrowRight, Baby, CalendarDays, HeartPulse, Scale, Sparkles, TrendingDown } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { EXPECTED_LOSS_KG, ONBOARDING_STEPS, percentComplete, PROGRAM_DAYS } from '@/lib/domain/onboarding';
import { cn } from '@/lib/utils';

const ICONS = { 'weight-loss': Scale, pcod: HeartPulse, 'post-pregnancy': Baby, 'hormonal-balance': Sparkles } as const;
const SWIPE_PX = 50;
const last = ONBOARDING_STEPS.length - 1;
const hrefFor = (step: number) => `/onboarding?step=${step + 1}`;

/**
 * Next and Previous are real links (?step=N), so the carousel works without JavaScript;
 * with it, they, the arrow keys and a swipe change the step in place.
 */
export function OnboardingCarousel({ initialStep }: { initialStep: number }) {
  const [step, setStep] = useState(initialStep);
  const swipeStart = useRef<number | null>(null);
  const current = ONBOARDING_STEPS[step]!;
  const Icon = ICONS[current.id];

  function goTo(next: number) {
    const clamped = Math.min(Math.max(next, 0), last);
    setStep(clamped);
    window.history.replaceState(null, '', hrefFor(clamped));
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight') goTo(step + 1);
      if (event.key === 'ArrowLeft') goTo(step - 1);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const stepLink = (next: number) => (event: React.MouseEvent) => {
    event.preventDefault();
    goTo(next);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Programme introduction"
      className="grid touch-pan-y gap-6"
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (swipeStart.current === null) return;
        const dx = event.clientX - swipeStart.current;
        swipeStart.current = null;
        if (dx <= -SWIPE_PX) goTo(step + 1);
        if (dx >= SWIPE_PX) goTo(step - 1);
      }}
    >
      <div className="grid gap-2">
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>
            Step {step + 1} of {ONBOARDING_STEPS.length}
          </span>
          <span>{percentComplete(step)}% complete</span>
        </div>
        <Progress value={percentComplete(step)} aria-label="Introduction progress" />
      </div>

      <p className="sr-only" aria-live="polite">
        Step {step + 1} of {ONBOARDING_STEPS.length}: {current.title}
      </p>

      <div aria-roledescription="slide" className="grid gap-4 rounded-2xl bg-card p-6 text-center shadow-sm sm:p-10">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
          <Icon className="size-8" aria-hidden />
        </span>
        <h2 className="text-2xl font-bold">{current.title}</h2>
        <p className="text-lg text-muted-foreground">{current.text}</p>
        <dl className="mx-auto grid w-full max-w-sm grid-cols-2 gap-3">
          <div className="rounded-lg bg-muted p-3">
            <dt className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden />
              Duration
            </dt>
            <dd className="font-semibold">{PROGRAM_DAYS} Days Program</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="flex items-center justify-center gap-1 text-sm text-muted-foreground">
              <TrendingDown className="size-4" aria-hidden />
              Goal
            </dt>
            <dd className="font-semibold">{EXPECTED_LOSS_KG}kg Expected Loss</dd>
          </div>
        </dl>
      </div>

      <div className="flex justify-center">
        {ONBOARDING_STEPS.map((s, index) => (
          // The button is a 24 px touch target around a small dot.
          <button
            key={s.id}
            type="button"
            aria-label={`Go to step ${index + 1}: ${s.title}`}
            aria-current={index === step ? 'step' : undefined}
            onClick={() => goTo(index)}
            className="flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <span
              className={cn('h-2.5 rounded-full transition-all', index === step ? 'w-8 bg-primary' : 'w-2.5 bg-primary/30')}
            />
          </button>
        ))}
      </div>

      <div className="flex justify-between gap-3">
        {step === 0 ? (
          <Button asChild variant="outline">
            <Link href="/auth">
              <ArrowLeft aria-hidden />
              Back to Login
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline">
            <Link href={hrefFor(step - 1)} onClick={stepLink(step - 1)} replace scroll={false}>
              <ArrowLeft aria-hidden />
              Previous
            </Link>
          </Button>
        )}
        {step === last ? (
          <Button asChild>
            <Link href="/bmi-calculator">
              Get Started
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link href={hrefFor(step + 1)} onClick={stepLink(step + 1)} replace scroll={false}>
              Next
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
