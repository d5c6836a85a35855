'use client';

import Link from '@/components/locale-link';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import { useSignedInHint } from '@/components/signed-in-switch';
import { ArrowLeft, ArrowRight, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { ONBOARDING_STEPS, percentComplete, stepFromQuery } from '@/lib/domain/onboarding';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';
import { ProgrammeStats } from './programme-stats';
import { StepDots } from './step-dots';
import { STEP_ICONS } from './step-icons';

const COUNT = ONBOARDING_STEPS.length;
const LAST = COUNT - 1;
const SWIPE_PX = 50;
const hrefFor = (step: number) => `/onboarding?step=${step + 1}`;
const STEP_CHANGE = 'onboarding-step-change';

/** The step lives in ?step: the server reads it from searchParams, the browser from location. */
const stepInUrl = () => stepFromQuery(new URLSearchParams(window.location.search).get('step'));

// pushState fires no event of its own, so goTo announces its change; Back and Forward fire popstate.
function subscribeToStep(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(STEP_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(STEP_CHANGE, onChange);
  };
}

const isModified = (event: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) =>
  event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

/**
 * Next and Previous are real links (?step=N), so the carousel works without JavaScript;
 * with it, they, the arrow keys, a swipe and the dots change the step in place. Each change
 * pushes a history entry, so the browser's Back and Forward walk the steps too.
 * `initialStep` is the server's reading of ?step, used for the server render and hydration.
 */
export function OnboardingCarousel({ initialStep }: { initialStep: number }) {
  const t = useTranslations('onboarding');
  const common = useTranslations('common');
  const said = useDomainText();
  const step = useSyncExternalStore(subscribeToStep, stepInUrl, () => initialStep);
  // Someone signed in goes back to their dashboard, never to a sign-in that would send them on.
  const signedIn = useSignedInHint();
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  const percent = percentComplete(step);

  function goTo(next: number) {
    const clamped = Math.min(Math.max(next, 0), LAST);
    if (clamped === step) return;
    // Next.js keeps its router state in entries made by pushState, so Back restores this page in place.
    window.history.pushState(null, '', hrefFor(clamped));
    window.dispatchEvent(new Event(STEP_CHANGE));
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // Alt+Arrow is the browser's Back/Forward, and form fields keep their own arrow keys.
    if (event.defaultPrevented || isModified(event)) return;
    const target = event.target;
    if (target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select'))) return;
    if (event.key === 'ArrowRight') goTo(step + 1);
    if (event.key === 'ArrowLeft') goTo(step - 1);
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // The step changes in place, so these links are never prefetched; a modified click still
  // opens the ?step link in a new tab or window.
  const stepLink = (next: number) => (event: React.MouseEvent) => {
    if (isModified(event)) return;
    event.preventDefault();
    goTo(next);
  };

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('carousel.label')}
      // pan-y hands a horizontal swipe to the pointer handlers instead of the browser; pinch-zoom stays.
      className="grid touch-pan-y touch-pinch-zoom gap-6"
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') swipeFrom.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerCancel={() => {
        swipeFrom.current = null;
      }}
      onPointerUp={(event) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
        goTo(dx < 0 ? step + 1 : step - 1);
      }}
    >
      <div className="grid gap-2">
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>{t('carousel.stepOf', { step: step + 1, count: COUNT })}</span>
          <span>{t('carousel.complete', { percent })}</span>
        </div>
        <Progress value={percent} aria-label={t('carousel.progressLabel')} />
      </div>

      <p className="sr-only" aria-live="polite">
        {t('carousel.announce', { step: step + 1, count: COUNT, title: said(ONBOARDING_STEPS[step]!.title) })}
      </p>

      <Card className="px-6 sm:p-10">
        {/* All slides share one grid cell, so the card keeps the tallest one's height and nothing jumps. */}
        <div className="grid">
          {ONBOARDING_STEPS.map(({ id, title, text }, index) => {
            const icon = STEP_ICONS[id];
            return (
              <div
                key={id}
                role="group"
                aria-roledescription={t('carousel.slideRole')}
                aria-label={t('carousel.slideLabel', { index: index + 1, count: COUNT })}
                className={cn('col-start-1 row-start-1 grid content-start gap-4 text-center', index !== step && 'invisible')}
              >
                <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon icon={icon} className="size-8" />
                </span>
                <h2 className="text-2xl font-bold text-balance">{said(title)}</h2>
                <p className="text-lg text-balance text-muted-foreground">{said(text)}</p>
              </div>
            );
          })}
        </div>
        <ProgrammeStats />
      </Card>

      <StepDots step={step} onSelect={goTo} />

      {/* Each pair shares one position, so React keeps the focused link when Next becomes Get Started. */}
      <div className="flex justify-between gap-3">
        <Button asChild variant="outline">
          {step === 0 ? (
            signedIn ? (
              <Link href="/dashboard">
                <Icon icon={ArrowLeft} />
                {common('dashboard')}
              </Link>
            ) : (
              <Link href="/auth">
                <Icon icon={ArrowLeft} />
                {t('backToLogin')}
              </Link>
            )
          ) : (
            <Link href={hrefFor(step - 1)} prefetch={false} onClick={stepLink(step - 1)}>
              <Icon icon={ArrowLeft} />
              {t('carousel.previous')}
            </Link>
          )}
        </Button>
        <Button asChild>
          {step === LAST ? (
            <Link href="/bmi-calculator">
              {t('carousel.getStarted')}
              <Icon icon={ArrowRight} />
            </Link>
          ) : (
            <Link href={hrefFor(step + 1)} prefetch={false} onClick={stepLink(step + 1)}>
              {t('carousel.next')}
              <Icon icon={ArrowRight} />
            </Link>
          )}
        </Button>
      </div>
    </section>
  );
}
