/** Pages that belong to a signed-in person; the proxy sends visitors to sign in first. */
export const PRIVATE_PATHS = [
  '/add-phone',
  '/payment',
  '/payment-success',
  '/customer-form',
  '/support',
  '/dashboard',
  '/plan',
  '/food',
  '/progress',
  '/account',
  '/batches',
  '/coach',
  '/admin',
];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export interface SignInNotice {
  title: string;
  description: string;
}

/** What the sign-in page tells a visitor sent from a private page that has something to say */
export function signInNoticeFor(next: string): SignInNotice | null {
  const pathname = next.split(/[?#]/)[0];
  if (pathname === '/support') return { title: 'Authentication Required', description: 'Please log in to access support chat' };
  return null;
}
