// The phone's outbox (IndexedDB, through idb-keyval): water, weight and workouts logged without a
// connection, kept with the id the phone gave them until /api/outbox has applied them. Used by the
// dashboard and by the service worker's Background Sync alike, so it touches no window.
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { type ClientWrite, type ClientWriteResult, OFFLINE_BATCH_MAX } from '@/lib/domain/offline-writes';

/** An entry waiting on this phone: whose it is (their session tag), what, and the server's refusal if it came back. */
export interface WaitingEntry {
  owner: string;
  write: ClientWrite;
  refused?: string;
}

/** What came of sending the outbox. */
export type SendOutcome = 'sent' | 'nothing' | 'offline' | 'other-person' | 'signed-out' | 'failed';

export const OUTBOX_SYNC_TAG = 'wellfit-outbox';
const CHANGED = 'wellfit-outbox-changed';
/** This page's (or the worker's) own announcements are not news to it. */
const SOURCE = crypto.randomUUID();

let store: UseStore | undefined;
const outbox = () => (store ??= createStore('wellfit-outbox', 'entries'));

/** Tells every page of this app on the phone (and the service worker) that the outbox changed. */
function announce(): void {
  const channel = new BroadcastChannel(CHANGED);
  channel.postMessage(SOURCE);
  channel.close();
}

/** Calls `listener` whenever another page or the service worker changes the outbox; returns the way to stop. */
export function onOutboxChange(listener: () => void): () => void {
  const channel = new BroadcastChannel(CHANGED);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data !== SOURCE) listener();
  };
  return () => channel.close();
}

export async function keep(owner: string, write: ClientWrite): Promise<void> {
  await set(write.id, { owner, write } satisfies WaitingEntry, outbox());
  announce();
}

/** When an entry was logged, in ms; one whose time cannot be read goes first (the server refuses it). */
const loggedAtMs = (entry: WaitingEntry) => {
  const at = Date.parse(entry.write.loggedAt);
  return Number.isNaN(at) ? -Infinity : at;
};

/** Every waiting entry (of `owner`, when given), oldest first: by the instant, whatever offset its time was written with. */
export async function waiting(owner?: string): Promise<WaitingEntry[]> {
  const all = (await entries<string, WaitingEntry>(outbox())).map(([, entry]) => entry);
  return all
    .filter((entry) => owner === undefined || entry.owner === owner)
    .sort((a, b) => {
      const [x, y] = [loggedAtMs(a), loggedAtMs(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
}

/** Takes a refused entry off the phone once its person has read why. */
export async function dismiss(id: string): Promise<void> {
  await del(id, outbox());
  announce();
}

async function sendBatch(owner: string, batch: WaitingEntry[]): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/outbox', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ owner, entries: batch.map((entry) => entry.write) }),
    });
  } catch {
    return 'offline';
  }
  if (response.status === 409) return 'other-person';
  if (response.status === 401) return 'signed-out';
  if (!response.ok) return 'failed';
  const { results } = (await response.json()) as { results: ClientWriteResult[] };
  const store = outbox();
  for (const result of results) {
    const entry = batch.find((waitingEntry) => waitingEntry.write.id === result.id);
    if (!entry) continue;
    if (result.status === 'synced') await del(result.id, store);
    else if (result.status === 'refused')
      await set(result.id, { ...entry, refused: result.message } satisfies WaitingEntry, store);
    // 'failed' (not written this time): it stays waiting, as it was, and goes with the next send.
  }
  return 'sent';
}

/** Sends `owner`'s waiting entries (not those already refused), a batch at a time. */
export async function send(owner: string): Promise<SendOutcome> {
  const ready = (await waiting(owner)).filter((entry) => !entry.refused);
  if (!ready.length) return 'nothing';
  let outcome: SendOutcome = 'nothing';
  for (let start = 0; start < ready.length; start += OFFLINE_BATCH_MAX) {
    outcome = await sendBatch(owner, ready.slice(start, start + OFFLINE_BATCH_MAX));
    if (outcome !== 'sent') break;
  }
  announce();
  return outcome;
}

/** Sends everyone's waiting entries (the service worker does not know who is signed in: the server says). */
export async function sendAll(): Promise<void> {
  const owners = new Set((await waiting()).map((entry) => entry.owner));
  for (const owner of owners) await send(owner);
}
