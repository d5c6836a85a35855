/**
 * Free text the database can store as typed: Postgres refuses a NUL byte in text, and a lone
 * UTF-16 surrogate (half an emoji) is not a character; it would be stored as U+FFFD.
 */
export const storableText = (text: string) => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

export const UNSTORABLE_TEXT = 'Please remove the unsupported characters.';
