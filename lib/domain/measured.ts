import * as z from './validation';

/**
 * A measurement typed into a form: the field's value as `read` makes a number of it, at least
 * `min` and at most `max`. A value that reads as no number has the too-low message.
 */
export const measured = (read: (value: unknown) => unknown, min: number, max: number, tooLow: string, tooHigh: string) =>
  z.pipe(z.transform(read), z.number({ error: tooLow }).check(z.gte(min, tooLow), z.lte(max, tooHigh)));

/** A form's text or a number for a required field; '' (or only spaces) is missing. */
export const asNumber = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  // A number passes; any other type (a file, an array, a date) stays itself and is refused, not read as missing.
  return value ?? undefined;
};

/** A form's text or a number; '' (or only spaces) is nothing (null). */
export const blankAsNull = (value: unknown) => {
  if (typeof value === 'string') return value.trim() === '' ? null : Number(value.trim());
  return value ?? null;
};

/** A number a form may leave empty (null), else from `min` to `max`, whole unless told otherwise. */
export const optionalMeasured = (min: number, max: number, message: string, { whole = true } = {}) =>
  z.pipe(
    z.transform(blankAsNull),
    z.nullable(
      (whole ? z.int({ error: message }) : z.number({ error: message })).check(z.gte(min, message), z.lte(max, message)),
    ),
  );
