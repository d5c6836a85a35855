import { LOCALES } from '@/lib/i18n/locales';
import * as z from './validation';

export const LANGUAGE_MESSAGES = {
  invalid: 'Choose English or Hindi',
  failed: 'Your language could not be saved. Please try again.',
};

/** 'English / हिंदी': the language, and the page to show in it. */
export const languageSchema = z.object({
  language: z.enum(LOCALES, LANGUAGE_MESSAGES.invalid),
  next: z.optional(z.string().check(z.maxLength(2_000))),
});
