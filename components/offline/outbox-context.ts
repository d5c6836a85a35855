'use client';

import { createContext, useContext } from 'react';
import { type ClientWrite, type LoggedToday, withWaiting } from '@/lib/domain/offline-writes';
import { istDay } from '@/lib/domain/india-time';
import type { WaitingEntry } from '@/lib/offline/outbox';

/** A write as a form describes it; the outbox gives it its id and time. */
export type ClientWriteDraft = ClientWrite extends infer W ? (W extends ClientWrite ? Omit<W, 'id' | 'loggedAt'> : never) : never;

export interface Outbox {
  online: boolean;
  /** This person's entries still on the phone, oldest first (refused ones with the reason). */
  waiting: WaitingEntry[];
  /** Keeps a write on the phone and sends it when it can. */
  keep: (write: ClientWrite) => Promise<void>;
  dismiss: (id: string) => Promise<void>;
}

export const OutboxContext = createContext<Outbox | null>(null);

/** The dashboard's outbox (OutboxProvider), or null where logging offline is not offered. */
export const useOutbox = () => useContext(OutboxContext);

/** Today's figures to show: the server's, with this phone's waiting entries applied (the server's alone outside the dashboard). */
export function useLoggedToday(server: LoggedToday): LoggedToday {
  const outbox = useOutbox();
  if (!outbox) return server;
  const ready = outbox.waiting.filter((entry) => !entry.refused).map((entry) => entry.write);
  return withWaiting(server, ready, istDay(new Date()));
}
