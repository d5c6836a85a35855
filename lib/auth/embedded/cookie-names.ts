/**
 * The session cookies' names. Over https they carry the `__Host-` prefix, so the browser only
 * takes them Secure, host-only and for every path: no subdomain or plain-http page can plant or
 * shadow a session. Over plain http (local use) the prefix is not allowed.
 */
export function sessionCookieNames(secure: boolean): { access: string; refresh: string; browser: string } {
  const prefix = secure ? '__Host-' : '';
  return { access: `${prefix}wf-access`, refresh: `${prefix}wf-refresh`, browser: `${prefix}wf-otp-browser` };
}
