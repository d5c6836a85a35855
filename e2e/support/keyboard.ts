import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

// Working with the keyboard alone: Tab and Shift+Tab move, and the focus is always visible.

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has the focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows that it is: it matches :focus-visible and draws an outline or a ring. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement!;
    const style = getComputedStyle(element);
    // A radio's ring is drawn by its label (has-[:focus-visible]:ring).
    const ringOn = element.closest('label') ?? element;
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      ring: /rgb|oklch|oklab|lab\(/.test(getComputedStyle(ringOn).boxShadow),
    };
  });
  expect(focus.focusVisible).toBe(true);
  expect(focus.outline || focus.ring).toBe(true);
}
