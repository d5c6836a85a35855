// p95 of verify-OTP over 200 sequential sign-ins on the embedded provider. Each sign-in is a
// new number: the code is issued untimed, then verifyOtp (check the HMAC, spend the code,
// upsert the user, start a session, sign the token) is timed.
import { randomInt } from 'node:crypto';
import { runBench } from './harness';
import { summarize } from './stats';

const runs = Number(process.argv[2] || 200);

await runBench('verify-otp (embedded, PGlite on disk, sequential)', async () => {
  const { createEmbeddedAuth } = await import('../lib/auth/embedded');
  const { issueOtp } = await import('../lib/auth/embedded/otp');
  const { authSecret } = await import('../lib/auth/embedded/secret');
  const { startDatabase } = await import('../lib/db/start');
  const { db } = await startDatabase();
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const phone = `+91${randomInt(6_000_000_000, 10_000_000_000)}`;
    const browser = `bench-${i}`;
    const issued = await issueOtp(db, authSecret(), phone, browser, new Date());
    if (!issued.ok) throw new Error(issued.message);
    const jar = { secure: false, getAll: () => [{ name: 'wf-otp-browser', value: browser }], setAll: () => {} };
    const start = performance.now();
    const verified = await createEmbeddedAuth(jar).verifyOtp(phone, issued.value.code);
    durations.push(performance.now() - start);
    if (!verified.ok) throw new Error(verified.message);
  }
  return summarize(durations);
});
