import * as z from './validation';

/**
 * A calendar day ('YYYY-MM-DD') the app can mean: this century. A valid ISO date of year 0000 or
 * 0011 is still no day a batch starts or a check-in falls on, and Postgres or Date.UTC misreads
 * such years (0011 as 1911), so they are refused here with the field's own message.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

export const calendarDay = (error?: string) =>
  z.iso.date({ error }).check(z.refine((day) => day >= FIRST_DAY && day <= LAST_DAY, { error }));
