import { describe, expect, it } from 'vitest';
import { localizedPath, pagePathOf, routeLocale, switchLanguagePath } from '@/lib/i18n/paths';

describe('routeLocale: how the proxy serves an address', () => {
  it.each([
    // [address, cookie, route]
    ['/', undefined, { kind: 'rewrite', internal: '/en', locale: 'en' }],
    ['/packages', undefined, { kind: 'rewrite', internal: '/en/packages', locale: 'en' }],
    ['/packages', 'en', { kind: 'rewrite', internal: '/en/packages', locale: 'en' }],
    ['/packages', 'fr', { kind: 'rewrite', internal: '/en/packages', locale: 'en' }],
    ['/dashboard', undefined, { kind: 'rewrite', internal: '/en/dashboard', locale: 'en' }],
    ['/dashboard', 'hi', { kind: 'rewrite', internal: '/hi/dashboard', locale: 'hi' }],
    ['/coach/clients/x', 'hi', { kind: 'rewrite', internal: '/hi/coach/clients/x', locale: 'hi' }],
    ['/hi', undefined, { kind: 'rewrite', internal: '/hi', locale: 'hi', keep: 'hi' }],
    ['/hi', 'hi', { kind: 'rewrite', internal: '/hi', locale: 'hi', keep: undefined }],
    ['/hi/packages', 'en', { kind: 'rewrite', internal: '/hi/packages', locale: 'hi', keep: 'hi' }],
    ['/hi/bmi-calculator', undefined, { kind: 'rewrite', internal: '/hi/bmi-calculator', locale: 'hi', keep: 'hi' }],
    // Someone who chose Hindi reading an English public address: its Hindi one.
    ['/', 'hi', { kind: 'redirect', to: '/hi' }],
    ['/packages', 'hi', { kind: 'redirect', to: '/hi/packages' }],
    // A language prefix on a page with one address is a choice, then the page.
    ['/hi/dashboard', undefined, { kind: 'redirect', to: '/dashboard', keep: 'hi' }],
    ['/hi/dashboard', 'hi', { kind: 'redirect', to: '/dashboard', keep: undefined }],
    ['/en/packages', 'hi', { kind: 'redirect', to: '/packages', keep: 'en' }],
    ['/en', 'hi', { kind: 'redirect', to: '/', keep: 'en' }],
    ['/en/dashboard', 'hi', { kind: 'redirect', to: '/dashboard', keep: 'en' }],
    // Not a prefix: a page that happens to start with the letters.
    ['/hindi', undefined, { kind: 'rewrite', internal: '/en/hindi', locale: 'en' }],
    ['/api/health', 'hi', { kind: 'pass', locale: 'hi' }],
    ['/api/foods', undefined, { kind: 'pass', locale: 'en' }],
  ])('%s with cookie %s', (pathname, cookie, route) => {
    expect(routeLocale(pathname, cookie)).toEqual(route);
  });
});

describe('addresses in a language', () => {
  it.each([
    ['/', 'en', '/'],
    ['/', 'hi', '/hi'],
    ['/packages?type=online', 'hi', '/hi/packages?type=online'],
    ['/auth?next=%2Fpayment', 'hi', '/hi/auth?next=%2Fpayment'],
    ['/bmi-calculator#result', 'hi', '/hi/bmi-calculator#result'],
    ['/dashboard', 'hi', '/dashboard'],
    ['/packages', 'en', '/packages'],
  ] as const)('localizedPath(%s, %s) is %s', (href, locale, expected) => {
    expect(localizedPath(href, locale)).toBe(expected);
  });

  it.each([
    ['/hi/packages', '/packages'],
    ['/hi', '/'],
    ['/en/dashboard', '/dashboard'],
    ['/packages', '/packages'],
    ['/hindi', '/hindi'],
  ])('pagePathOf(%s) is %s', (pathname, expected) => {
    expect(pagePathOf(pathname)).toBe(expected);
  });

  it('switches by the language prefix, which the proxy keeps', () => {
    expect(switchLanguagePath('/packages', 'hi')).toBe('/hi/packages');
    expect(switchLanguagePath('/packages', 'en')).toBe('/en/packages');
    expect(switchLanguagePath('/', 'en')).toBe('/en');
    expect(routeLocale(switchLanguagePath('/dashboard', 'hi'), 'en')).toEqual({ kind: 'redirect', to: '/dashboard', keep: 'hi' });
  });
});
