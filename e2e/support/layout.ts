import { expect, type Page } from '@playwright/test';

/** Nothing on the page is wider than the viewport (the 360 px check). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Every visible button and link lies wholly inside the viewport, and none has a label wider
 * than itself (a nowrap label spilling out of a squeezed button looks clipped).
 */
export async function expectControlsFit(page: Page, width: number): Promise<void> {
  const controls = page.getByRole('button').or(page.getByRole('link'));
  await expect(controls.first()).toBeVisible();
  const misfits = await controls.evaluateAll(
    (elements, viewportWidth) =>
      elements.flatMap((element) => {
        const { left, right } = element.getBoundingClientRect();
        const fits = left >= 0 && right <= viewportWidth && element.scrollWidth <= element.clientWidth;
        return fits
          ? []
          : [`${element.textContent?.trim()}: ${left}-${right}, label ${element.scrollWidth} in ${element.clientWidth}`];
      }),
    width,
  );
  expect(misfits).toEqual([]);
}
