/// <reference lib="webworker" />
// The service worker (bundled by @serwist/turbopack at build time, app/serwist/[path]/route.ts).
// The build's static files are precached; pages are network first, kept for offline use, and
// forgotten when the person signed in changes.
import { get, set } from 'idb-keyval';
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type SerwistPlugin,
  Serwist,
} from 'serwist';
import type { OutgoingMessage } from '@/lib/messages/sender';
import { OUTBOX_SYNC_TAG, sendAll } from '@/lib/offline/outbox';
import { OFFLINE_PATH, PAGES_CACHE, SESSION_HEADER } from './constants';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const OWNER_KEY = 'pages-owner';

/**
 * Empties the kept pages when a response was rendered for someone other than the person they
 * were kept for (a sign-out, or another person signing in on this phone).
 */
async function forgetPagesIfAnotherPerson(response: Response): Promise<void> {
  const session = response.headers.get(SESSION_HEADER);
  if (!session || session === (await get<string>(OWNER_KEY))) return;
  await caches.delete(PAGES_CACHE);
  await set(OWNER_KEY, session);
}

// A navigation answered by its preload skips fetchDidSucceed; every page passes cacheWillUpdate,
// before it is kept.
const watchThePerson: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    await forgetPagesIfAnotherPerson(response);
    return response;
  },
  cacheWillUpdate: async ({ response }) => {
    await forgetPagesIfAnotherPerson(response);
    return response;
  },
};

/** A redirect (to sign in, say) is not the page asked for, and a navigation cannot be answered with one. */
const onlyTheRequestedPage: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.redirected ? null : response),
};

/**
 * Pages whose query only chooses what opens first (Today's ?tab=, Food's ?log=search, Plan's
 * ?workout=start): kept once, under their path.
 */
const KEPT_BY_PATH = new Set(['/dashboard', '/food', '/plan']);
const oneCopyPerPath: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return KEPT_BY_PATH.has(url.pathname) && url.search ? `${url.origin}${url.pathname}` : request;
  },
};

type Match = { request: Request; sameOrigin: boolean; url: URL };
const navigation = ({ request, sameOrigin }: Match) => sameOrigin && request.mode === 'navigate';
const isApi = ({ url }: Match) => url.pathname.startsWith('/api/');
const PHOTOS_PATH = '/api/progress-photos/';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    // Progress photos are private and never kept on the phone, whoever is signed in.
    { matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith(PHOTOS_PATH), handler: new NetworkOnly() },
    // A download (the data export, the calendar) is never kept, but still answered, so its preload is used.
    { matcher: (match) => navigation(match) && isApi(match), handler: new NetworkOnly() },
    {
      matcher: navigation,
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        // On a patchy connection the kept page beats a blank screen; a fresh one replaces it next time.
        networkTimeoutSeconds: 8,
        plugins: [
          oneCopyPerPath,
          watchThePerson,
          onlyTheRequestedPage,
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 24, maxAgeSeconds: 14 * 24 * 60 * 60 }),
        ],
      }),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'wellfit-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
      }),
    },
    // Server Actions and the router's fetches go to the network untouched, but are watched for a
    // change of person: a sign-out is a Server Action, and the next of these after it says so.
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.headers.get('rsc') === '1',
      handler: new NetworkOnly({ plugins: [watchThePerson] }),
    },
    {
      matcher: ({ sameOrigin }) => sameOrigin,
      method: 'POST',
      handler: new NetworkOnly({ plugins: [watchThePerson] }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

serwist.addEventListeners();

// Background Sync: what was logged offline is sent once the phone is back online, page open or not.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendAll());
});

// Reminders and alerts by web push (lib/messages/web-push.ts): shown at once, and a tap opens
// the page they name, where that reminder can be turned off in one more tap.
self.addEventListener('push', (event) => {
  const message = event.data?.json() as OutgoingMessage | undefined;
  if (!message?.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => new URL(client.url).pathname === new URL(url).pathname) as WindowClient | undefined;
      if (same) await (await same.focus()).navigate(url);
      else await self.clients.openWindow(url);
    })(),
  );
});
