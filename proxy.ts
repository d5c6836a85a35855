import { type NextRequest, NextResponse } from 'next/server';
import { isPrivatePath } from '@/lib/auth/private-paths';
import { updateSession } from '@/lib/auth/proxy';

export async function proxy(request: NextRequest) {
  const { response, user } = await updateSession(request);
  const { pathname, search } = request.nextUrl;
  if (!user && isPrivatePath(pathname)) {
    const signIn = new URL('/auth', request.url);
    signIn.searchParams.set('next', `${pathname}${search}`);
    const redirect = NextResponse.redirect(signIn);
    // Keep any cookie the refresh attempt cleared.
    for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
    return redirect;
  }
  return response;
}

export const config = {
  // Pages and actions only: static files, images and metadata routes need no session, nor do the
  // landing and the receipts, which are served from the cache to anyone.
  matcher: [
    '/((?!$|receipt(?:$|/)|api/health|_next/static|_next/image|icon.svg|favicon.ico|robots.txt|sitemap.xml|opengraph-image|twitter-image).*)',
  ],
};
