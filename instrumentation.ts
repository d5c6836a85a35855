// Runs once when a server starts (Next's instrumentation hook), before it takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkAtStart } = await import('@/lib/server-start');
  checkAtStart();
}
