/** Pages that belong to a signed-in person; the proxy sends visitors to sign in first. */
export const PRIVATE_PATHS = ['/payment', '/payment-success', '/customer-form', '/support', '/dashboard', '/coach'];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
