'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import type { ClientWrite } from '@/lib/domain/offline-writes';
import {
  dismiss,
  keep,
  onOutboxChange,
  OUTBOX_SYNC_TAG,
  send,
  type SendOutcome,
  waiting,
  type WaitingEntry,
} from '@/lib/offline/outbox';
import { type Outbox, OutboxContext } from './outbox-context';
import { OfflineBanner } from './offline-banner';

/** How often waiting entries are tried again while the phone says it is online. */
const RETRY_MS = 30_000;
/** How long 'Synced' stays up. */
const SYNCED_SHOWN_MS = 8_000;
/**
 * A send that finds no network while the phone says it is online (the connection is still coming
 * back: the browser says 'online' before its requests go through) is tried again after 1, 2, 4
 * and 8 s, not only at the next half-minute retry.
 */
const RECONNECT_RETRIES_MS = [1_000, 2_000, 4_000, 8_000];

/** Background Sync where the browser has it: the worker sends the outbox even once this page is closed. */
async function askForBackgroundSync(): Promise<void> {
  const registration = (await navigator.serviceWorker?.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Logging offline for `owner` (their session tag): what the forms keep on the phone, sent on
 * reconnect, at start, every half minute while any waits, and by Background Sync; the banner
 * says which.
 */
export function OutboxProvider({ owner, children }: { owner: string; children: React.ReactNode }) {
  const router = useRouter();
  const [online, setOnline] = useState(true);
  const [entries, setEntries] = useState<WaitingEntry[]>([]);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [, startTransition] = useTransition();
  const reconnectTries = useRef(0);
  const reconnectRetry = useRef<number | undefined>(undefined);
  // The retry's way back into the latest sync (a timer set inside it cannot name it).
  const syncAgain = useRef<() => Promise<void>>(async () => undefined);

  const sync = useCallback(async () => {
    if (!navigator.onLine || !(await waiting(owner)).some((entry) => !entry.refused)) return;
    const sent = await send(owner);
    window.clearTimeout(reconnectRetry.current);
    const retryIn = sent === 'offline' && navigator.onLine ? RECONNECT_RETRIES_MS[reconnectTries.current] : undefined;
    reconnectTries.current = retryIn === undefined ? 0 : reconnectTries.current + 1;
    if (retryIn !== undefined) reconnectRetry.current = window.setTimeout(() => void syncAgain.current(), retryIn);
    const left = await waiting(owner);
    // The entries leave the figures in the same update that brings the server's: nothing is counted twice or dropped on screen.
    startTransition(() => {
      setEntries(left);
      setOutcome(sent);
      if (sent === 'sent') router.refresh();
    });
  }, [owner, router]);
  useEffect(() => {
    syncAgain.current = sync;
  }, [sync]);

  // What the figures show now, to tell whether another page or the service worker sent some of it.
  const shown = useRef(entries);
  useEffect(() => {
    shown.current = entries;
  }, [entries]);

  useEffect(() => {
    const reread = () => void waiting(owner).then(setEntries);
    // Another tab, or the service worker's Background Sync, changed the outbox: what it sent comes
    // back in the server's figures, in the same update as the shorter list.
    const changedElsewhere = () =>
      void waiting(owner).then((left) => {
        const ready = (list: WaitingEntry[]) => list.filter((entry) => !entry.refused).length;
        const sentElsewhere = ready(left) < ready(shown.current);
        startTransition(() => {
          setEntries(left);
          if (!sentElsewhere) return;
          setOutcome('sent');
          router.refresh();
        });
      });
    const connection = () => {
      setOnline(navigator.onLine);
      void sync();
    };
    reread();
    connection();
    window.addEventListener('online', connection);
    window.addEventListener('offline', connection);
    const stopListening = onOutboxChange(changedElsewhere);
    const retry = window.setInterval(() => void sync(), RETRY_MS);
    return () => {
      window.removeEventListener('online', connection);
      window.removeEventListener('offline', connection);
      stopListening();
      window.clearInterval(retry);
      window.clearTimeout(reconnectRetry.current);
    };
  }, [owner, sync, router]);

  useEffect(() => {
    if (outcome !== 'sent') return;
    const hide = window.setTimeout(() => setOutcome(null), SYNCED_SHOWN_MS);
    return () => window.clearTimeout(hide);
  }, [outcome]);

  const value = useMemo<Outbox>(
    () => ({
      online,
      waiting: entries,
      keep: async (write: ClientWrite) => {
        await keep(owner, write);
        setEntries(await waiting(owner));
        setOutcome(null);
        void askForBackgroundSync();
        void sync();
      },
      dismiss: async (id: string) => {
        await dismiss(id);
        setEntries(await waiting(owner));
      },
    }),
    [online, entries, owner, sync],
  );

  return (
    <OutboxContext.Provider value={value}>
      <OfflineBanner online={online} waiting={entries} outcome={outcome} onDismiss={value.dismiss} />
      {children}
    </OutboxContext.Provider>
  );
}
