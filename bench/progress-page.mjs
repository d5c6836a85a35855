// /progress and /progress/photos opened by a customer twelve weeks into their plan, with a weight
// every day, measurements every week and 30 progress photos (bench/seed-progress.ts seeds them
// before the server starts), timed over HTTP as a browser without JavaScript opens them (the whole
// server-rendered page, its body read to the end): one request after another ('alone'), then 20 at
// once; and a photo's thumbnail, as each of the pages' images asks for one. bench/run.mjs runs it.
import { signInByOtp } from './http-browser.mjs';
import { pageLatency } from './plan-page.mjs';

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

  const includes = (marker) => (_, body) => text(body).includes(marker);
  return {
    ...(await pageLatency(base, cookie, '/progress', '/progress', includes('id="photos"'))),
    ...(await pageLatency(base, cookie, '/progress/photos', '/progress/photos', includes('id="compare"'))),
    ...(await pageLatency(
      base,
      cookie,
      thumb,
      'a thumbnail',
      (response) => response.headers.get('content-type') === 'image/webp',
    )),
  };
}
