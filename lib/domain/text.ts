import * as z from './validation';

/**
 * Free text the database can store as typed: Postgres refuses a NUL byte in text, and a lone
 * UTF-16 surrogate (half an emoji) is not a character; it would be stored as U+FFFD.
 */
export const storableText = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

export const UNSTORABLE_TEXT = 'Please remove the unsupported characters.';

/**
 * Characters as people and Postgres's char_length count them (code points): '🙂' is one, where
 * JavaScript's length and zod's min and max see two UTF-16 units.
 */
export const characterCount = (text: string) => [...text].length;

/**
 * Trimmed free text of at most `max` characters (and, given `min`, at least that many), counted
 * as the database's checks count them, so that a form never accepts what the insert would
 * refuse (or the reverse). `tooShort` also names a missing value.
 */
export function trimmedText({
  min = 0,
  max,
  tooShort,
  tooLong,
}: {
  min?: number;
  max: number;
  tooShort?: string;
  tooLong: string;
}) {
  return z.string(tooShort ? { error: tooShort } : undefined).check(
    z.trim(),
    z.refine((text) => characterCount(text) >= min, tooShort),
    z.refine((text) => characterCount(text) <= max, tooLong),
    z.refine(storableText, UNSTORABLE_TEXT),
  );
}

/**
 * The shape of an id of the project's own tables of foods and exercises ('dal-tadka'): what a
 * form can check without carrying the table; whether the table holds it, the server looks up.
 */
export const isTableId = (id: string) => id.length <= 60 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id);
