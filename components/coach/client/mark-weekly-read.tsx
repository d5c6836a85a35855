'use client';

import { markWeeklyReadAction } from '@/lib/actions/coaching';
import { useMarkReadWhenSeen } from '@/hooks/use-mark-read-when-seen';

/** Marks the client's weekly check-ins read once the coach has them on screen; the roster stops flagging them. */
export function MarkWeeklyRead({ customerId, unread }: { customerId: string; unread: number }) {
  useMarkReadWhenSeen(unread === 0 ? null : `${customerId}:${unread}`, () => markWeeklyReadAction(null, { customerId }));
  return null;
}
