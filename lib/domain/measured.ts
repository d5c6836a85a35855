import * as z from './validation';

/**
 * A measurement typed into a form: the field's value as `read` makes a number of it, at least
 * `min` and at most `max`. A value that reads as no number has the too-low message.
 */
export const measured = (read: (value: unknown) => unknown, min: number, max: number, tooLow: string, tooHigh: string) =>
  z.pipe(z.transform(read), z.number({ error: tooLow }).check(z.gte(min, tooLow), z.lte(max, tooHigh)));
