// /progress and /progress/photos opened by a customer twelve weeks into their plan, with a weight
// every day, measurements every week and 30 progress photos (bench/seed-progress.ts seeds them
// before the server starts), timed over HTTP as a browser without JavaScript opens them (the whole
// server-rendered page, its body read to the end): one request after another ('alone'), then 20 at
// once; and a photo's thumbnail, as each of the pages' images asks for one. bench/run.mjs runs it.
import { signInByOtp } from './http-browser.mjs';

/** p50, p95 and max (nearest rank, ms to a tenth), as bench/stats.ts gives them. */
function figures(label, durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
  return { [`${label} p50`]: rank(50), [`${label} p95`]: rank(95), [`${label} max`]: rank(100) };
}

/** `path`'s time to its last byte, `alone` times one after another and `concurrent` × `each` at once. */
async function timed(base, cookie, path, check, { alone = 50, concurrent = 20, each = 10 } = {}) {
  const open = async (into) => {
    const start = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    into.push(performance.now() - start);
    if (response.status !== 200 || !check(response, body))
      throw new Error(`${path}: ${response.status}, not what the customer sees`);
  };
  for (let i = 0; i < 3; i++) await open([]);
  const one = [];
  for (let i = 0; i < alone; i++) await open(one);
  const many = [];
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      for (let i = 0; i < each; i++) await open(many);
    }),
  );
  return { one, many };
}

const text = (body) => new TextDecoder().decode(body);

/** The photos bench/seed-progress.ts gives the customer. */
const PHOTOS = 30;

export async function progressPageLatency(base, dataDir, phone) {
  const customer = await signInByOtp(base, dataDir, phone);
  const cookie = customer.cookieHeader();
  // Every photo's thumbnail is on /progress/photos (its 'All photos'), as many as were seeded.
  // (Each is in the HTML twice: the image, and the page's data for React.)
  const thumbs = new Set((await customer.get('/progress/photos')).match(/\/api\/progress-photos\/[0-9a-f-]{36}\?size=thumb/g));
  if (thumbs.size !== PHOTOS) throw new Error(`/progress/photos shows ${thumbs.size} photos, not ${PHOTOS}`);
  const [thumb] = thumbs;

  const progress = await timed(base, cookie, '/progress', (_, body) => text(body).includes('id="photos"'));
  const photos = await timed(base, cookie, '/progress/photos', (_, body) => text(body).includes('id="compare"'));
  const image = await timed(base, cookie, thumb, (response) => response.headers.get('content-type') === 'image/webp');
  return {
    ...figures('/progress alone', progress.one),
    ...figures('/progress x20', progress.many),
    ...figures('/progress/photos alone', photos.one),
    ...figures('/progress/photos x20', photos.many),
    ...figures('a thumbnail alone', image.one),
    ...figures('a thumbnail x20', image.many),
  };
}
