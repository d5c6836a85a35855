import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari (OFL), self-hosted from @fontsource's Devanagari subset: regular and bold
 * (a medium or semibold weight takes the nearer of the two). Its unicode-range is Devanagari's, so
 * Latin text keeps the system face, and only a Hindi page names it (its `<html>` carries the
 * variable), so an English page never downloads it. Not preloaded: the preload would be the
 * shared layout's, on English pages too; the text shows at once in a fallback (`swap`).
 */
export const devanagari = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2',
      weight: '700',
    },
  ],
  display: 'swap',
  preload: false,
  variable: '--font-devanagari',
  fallback: ['ui-sans-serif'],
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF',
    },
  ],
});
