import path from 'node:path';
import { type NextRequest, NextResponse } from 'next/server';
import { isPrivatePath } from '@/lib/auth/private-paths';
import { refreshSession } from '@/lib/auth/refresh-session';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/paths';
import { SESSION_HEADER } from '@/lib/pwa/constants';
import { sessionTag } from '@/lib/pwa/session-tag';
import { gatewayCheckoutSources, RAZORPAY_WEBHOOK_PATH } from '@/lib/payments/checkout-sources';
import { isHttpsRequest, pagePolicy, prerenderedPageHashes } from '@/lib/security/content-security-policy';

const dev = process.env.NODE_ENV === 'development';
/** next-intl's request header for the language (its `requestLocale`). */
const LOCALE_HEADER = 'x-next-intl-locale';
let prerendered: Map<string, string[]> | undefined;

/** The prerendered pages of the build this server runs, read once. `next dev` prerenders nothing. */
function prerenderedPages(): Map<string, string[]> {
  prerendered ??= dev
    ? new Map()
    : prerenderedPageHashes(
        // The build folder is read at run time, not traced into the server bundle.
        path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR || '.next'),
      );
  return prerendered;
}

/** Pages anyone may open that need no session: the landing and shared receipt (and credit note) links. */
const needsNoSession = (pathname: string) =>
  pathname === '/' ||
  pathname === '/hi' ||
  pathname === '/receipt' ||
  pathname === '/receipt/credit-note' ||
  pathname === RAZORPAY_WEBHOOK_PATH;

/**
 * Every page's language (lib/i18n/paths.ts), its Content-Security-Policy, then the session:
 * renewed when due, and private pages send a visitor to sign in first.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const route = routeLocale(pathname, request.cookies.get(LOCALE_COOKIE)?.value);
  if (route.kind === 'redirect')
    return keepLocale(NextResponse.redirect(new URL(`${route.to}${search}`, request.url)), route.keep);

  const internal = route.kind === 'rewrite' ? route.internal : pathname;
  // Where a page's segment cannot say (its Server Actions, route handlers), next-intl reads this.
  request.headers.set(LOCALE_HEADER, route.locale);
  const { policy, nonced } = pagePolicy(internal, prerenderedPages(), {
    https: isHttpsRequest(request.headers.get('x-forwarded-proto')),
    dev,
    // Razorpay Checkout's script and window, on the one page that opens it.
    thirdParty: pathname === '/payment' ? gatewayCheckoutSources() : undefined,
  });
  // Next puts the nonce it finds in the request's policy on the scripts it renders; whatever a
  // client sent under that name is replaced.
  if (nonced) request.headers.set('content-security-policy', policy);
  else request.headers.delete('content-security-policy');

  // Rewritten on the request's own origin (its nextUrl): one built from request.url may name
  // another host ('localhost' for '127.0.0.1'), which Next would fetch as an external proxy.
  const page = request.nextUrl.clone();
  page.pathname = internal;
  const respond = () => (route.kind === 'rewrite' ? NextResponse.rewrite(page, { request }) : NextResponse.next({ request }));
  const response = await sessionResponse(request, pathname, search, respond);
  response.headers.set('Content-Security-Policy', policy);
  return route.kind === 'rewrite' ? keepLocale(response, route.keep) : response;
}

/** The language a reader chose by an address, kept for the pages that have one address. */
function keepLocale(response: NextResponse, locale: Locale | undefined): NextResponse {
  if (locale) response.cookies.set(LOCALE_COOKIE, locale, { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  return response;
}

async function sessionResponse(
  request: NextRequest,
  pathname: string,
  search: string,
  respond: () => NextResponse,
): Promise<NextResponse> {
  if (needsNoSession(pathname)) return respond();
  const { response, user } = await refreshSession(request, respond);
  // The service worker forgets the pages it kept when this changes (lib/pwa/sw.ts).
  response.headers.set(SESSION_HEADER, sessionTag(user?.id ?? null));
  if (user || !isPrivatePath(pathname)) return response;
  const signIn = new URL('/auth', request.url);
  signIn.searchParams.set('next', `${pathname}${search}`);
  const redirect = NextResponse.redirect(signIn);
  // Keep any cookie the refresh attempt cleared.
  for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
  redirect.headers.set(SESSION_HEADER, sessionTag(null));
  return redirect;
}

export const config = {
  // Pages, actions and route handlers; not the build's static files or the metadata images.
  matcher: [
    '/((?!_next/static|_next/image|icon.svg|icons/|serwist/|favicon.ico|robots.txt|sitemap.xml|manifest.webmanifest|opengraph-image|twitter-image).*)',
  ],
};
