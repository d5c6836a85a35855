import { expect, type Locator, type Page } from '@playwright/test';

// The customer's workout on /plan, as the browser tests go through it.

export const workoutOf = (page: Page) => page.getByRole('region', { name: "Today's workout" });

/** An exercise's card: an item of the list itself, not of the lists inside it (its steps, its sets). */
export const exerciseCard = (workout: Locator, name: string) =>
  workout.getByRole('list', { name: 'Exercises' }).locator(':scope > li').filter({ hasText: name });

/** Opens an exercise's card (a <details>, the first of the card's, the how-to being inside it) unless it is open. */
export async function openCard(card: Locator): Promise<void> {
  if ((await card.locator('details').first().getAttribute('open')) === null) await card.locator('summary').first().click();
}

/** Logs sets of a counted exercise, one reps figure each, skipping the rest between them. */
export async function logReps(card: Locator, name: string, reps: readonly string[]): Promise<void> {
  for (const [index, count] of reps.entries()) {
    const set = index + 1;
    await card.getByLabel('Reps').fill(count);
    await card.getByRole('button', { name: `Log set ${set}` }).click();
    await expect(card.getByRole('list', { name: `${name}: sets logged` })).toContainText(`Set ${set}: ${count} reps`);
    if (set < reps.length) {
      await expect(card.getByRole('timer', { name: 'Rest left' })).toBeVisible();
      await card.getByRole('button', { name: 'Skip rest' }).click();
    }
  }
}
