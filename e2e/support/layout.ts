import { expect, type Locator, type Page } from '@playwright/test';

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

/** No toast on the page overlaps any of these (a heading, a Back link, the primary button). */
export async function expectToastsClearOf(page: Page, targets: Locator[]): Promise<void> {
  const toasts = await page
    .locator('[data-sonner-toast]')
    .evaluateAll((list) => list.map((toast) => toast.getBoundingClientRect().toJSON() as DOMRect));
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    for (const toast of toasts) {
      const apart =
        toast.y >= box.y + box.height ||
        toast.y + toast.height <= box.y ||
        toast.x >= box.x + box.width ||
        toast.x + toast.width <= box.x;
      expect(apart, `a toast covers ${target}`).toBe(true);
    }
  }
}
