import type { Locale } from './locales';
import type { RenderMessages } from './messages';

// Typed keys and locales for next-intl's hooks and functions.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: RenderMessages;
  }
}
