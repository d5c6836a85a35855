import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA checks of the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  // The pointer leaves the toasts, so they go on and collapse clear of what the test clicks next.
  await page.mouse.move(0, 0);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Waits for toasts to finish coming in and for finite animations and transitions (a dialog
 * opening) to end, so contrast is measured on the colours a person reads rather than a frame
 * half-way through. A toast starts its transition a frame after it is added (sonner's
 * data-mounted), so that is awaited before the animations are. A page that a Server Action
 * just refreshed puts its streamed <title> back a moment later, so that is awaited too.
 * The pointer rests on the toasts, as on one being read: Sonner holds their timers while it does,
 * so none starts fading out while it is measured, and one already leaving is let go first.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.title !== '' &&
      [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => toast.getAttribute('data-mounted') === 'true'),
  );
  // The toast itself, not its list: a list whose toasts stand outside its box (at the top on a
  // phone) is not visible to Playwright, and hovering it timed out under load.
  const toast = page.locator('[data-sonner-toast]:not([data-removed="true"])').first();
  if (await toast.count()) {
    const held = await toast.hover({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    // Not held (it left on its own meanwhile): every toast goes before the page is measured,
    // so none fades through the measurement.
    await page.waitForFunction(
      (held) => !document.querySelector(held ? '[data-sonner-toast][data-removed="true"]' : '[data-sonner-toast]'),
      held,
    );
  }
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Collects console errors and uncaught exceptions for the life of the page. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The browser reports the status of a 403/404 page as a console error; those pages expect it. */
const STATUS_ERROR = /status of 40[34]/;

/** The page at `path` (or as it stands, for null) answers `expectedStatus`, passes axe and logged no console error since the last check. */
export async function expectPageAccessible(
  page: Page,
  errors: string[],
  path: string | null,
  expectedStatus = 200,
): Promise<void> {
  if (path !== null) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(expectedStatus);
  }
  // Next streams metadata after the shell (and again on a refresh), so the title may come later.
  await expect(page).toHaveTitle(/\S/);
  await expectAccessible(page);
  const unexpected = errors.filter((error) => expectedStatus === 200 || !STATUS_ERROR.test(error));
  expect(unexpected, `console errors on ${page.url()}`).toEqual([]);
  errors.length = 0;
}

/** Under prefers-reduced-motion an animation or transition takes no time (at most 10 ms). */
export async function expectNoMotion(element: Locator): Promise<void> {
  const timing = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const longest = (list: string) =>
      Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000)));
    return {
      animation: style.animationName === 'none' ? 0 : longest(style.animationDuration),
      transition: longest(style.transitionDuration),
    };
  });
  expect(timing.animation).toBeLessThanOrEqual(10);
  expect(timing.transition).toBeLessThanOrEqual(10);
}
