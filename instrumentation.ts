// Runs once when a server starts (Next's instrumentation hook), before it takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { authMode } = await import('@/lib/auth/provider');
  if (authMode() !== 'embedded') return;
  const { outboxWarning, smsSender } = await import('@/lib/sms/sender');
  // Read at run time: the NEXT_PUBLIC_ value in the bundles is the one of the build.
  const siteUrlVariable = 'NEXT_PUBLIC_SITE_URL';
  const warning = outboxWarning(process.env[siteUrlVariable], smsSender());
  if (warning) console.warn(warning);
}
