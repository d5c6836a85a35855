// Runs once when a server starts (Next's instrumentation hook), before it takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { checkAtStart, startDatabaseOrStop } = await import('@/lib/server-start');
  checkAtStart();
  await startDatabaseOrStop();
  // Every instance runs the reminders' worker; the database gives each due reminder to one of them.
  const { startReminderWorker } = await import('@/lib/reminders/worker');
  startReminderWorker();
}
