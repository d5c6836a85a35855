'use client';

import { markWeeklyRead } from '@/app/(with-toaster)/(staff)/coach/clients/[id]/actions';
import { useMarkReadWhenSeen } from '@/hooks/use-mark-read-when-seen';

/** Marks the client's weekly check-ins read once the coach has them on screen; the roster stops flagging them. */
export function MarkWeeklyRead({ customerId, unread }: { customerId: string; unread: number }) {
  useMarkReadWhenSeen(unread === 0 ? null : `${customerId}:${unread}`, () => markWeeklyRead(null, { customerId }));
  return null;
}
