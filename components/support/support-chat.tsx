'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { useMarkReadWhenSeen } from '@/hooks/use-mark-read-when-seen';
import { useSupportStream } from '@/hooks/use-support-stream';
import type { ActionInput, ActionResult } from '@/lib/actions/result';
import {
  CANNED_REPLY,
  CANNED_REPLY_DELAY_MS,
  type ChatStatus,
  SUPPORT_MESSAGES,
  type SupportMessage,
  TEAM_NAME,
} from '@/lib/domain/support';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { Composer } from './composer';
import { type Delivery, MessageBubble } from './message-bubble';

type SendMessage = (previous: unknown, input: ActionInput) => Promise<ActionResult<SupportMessage>>;

interface Entry extends SupportMessage {
  delivery?: Delivery;
}

export interface SupportChatProps {
  chatId: string;
  status: ChatStatus;
  initialMessages: SupportMessage[];
  /** The customer sees the team on the left; a coach sees the customer there. */
  viewer: { role: 'customer' } | { role: 'coach'; customerName: string };
  send: SendMessage;
  /** The customer's chat marks the team's replies read as they arrive on screen (no push for them then). */
  markRead?: (previous: unknown, input: ActionInput) => Promise<ActionResult>;
}

const byTime = (a: Entry, b: Entry) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

let localIds = 0;

const noMark = async (): Promise<ActionResult> => ({ status: 'ok', data: undefined });

/**
 * The conversation and its message box. A message shows at once as sending, then as sent when
 * stored; a failed one keeps its text and offers Retry. Other messages arrive live.
 */
export function SupportChat({ chatId, status: initialStatus, initialMessages, viewer, send, markRead }: SupportChatProps) {
  const t = useTranslations('support.chat');
  const tc = useTranslations('common');
  const said = useDomainText();
  const [entries, setEntries] = useState<Entry[]>(initialMessages);
  const [liveReply, setLiveReply] = useState<string | null>(null);
  const [status, setStatus] = useState(initialStatus);
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const isMine = (message: SupportMessage) => (viewer.role === 'customer' ? !message.fromTeam : message.fromTeam);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [entries.length]);

  useSupportStream(chatId, initialMessages.at(-1)?.id, {
    onMessage: (message) => {
      if (!isMine(message)) setLiveReply(message.id);
      setEntries((current) => {
        if (current.some((entry) => entry.id === message.id)) return current;
        // Our own message, back from the stream before the send returned: keep the local copy.
        if (current.some((e) => e.delivery === 'sending' && isMine(message) && e.message === message.message)) return current;
        return [...current, message].sort(byTime);
      });
    },
    onStatus: setStatus,
  });
  useMarkReadWhenSeen(markRead ? liveReply : null, markRead ? () => markRead(null, {}) : noMark);

  function later(fn: () => void, ms: number) {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      fn();
    }, ms);
    timers.current.add(timer);
  }

  async function deliver(text: string, localId = `local-${++localIds}`) {
    setSending(true);
    const draft: Entry = {
      id: localId,
      chatId,
      message: text,
      fromTeam: viewer.role === 'coach',
      senderName: null,
      createdAt: new Date().toISOString(),
      delivery: 'sending',
    };
    setEntries((current) => [...current.filter((entry) => entry.id !== localId), draft]);
    const result = await send(null, { chatId, message: text }).catch((error: unknown) => {
      console.error('sending the message failed', error);
      return { status: 'error' as const, message: SUPPORT_MESSAGES.sendFailed };
    });
    setSending(false);
    if (result.status === 'error') {
      setEntries((current) => current.map((entry) => (entry.id === localId ? { ...entry, delivery: 'failed' } : entry)));
      toast.error(tc('error'), { description: said(result.message) });
      return;
    }
    // The stored message replaces its local copy (and the stream's copy, if that came first).
    const stored: Entry = { ...result.data, delivery: 'sent' };
    setEntries((current) => [...current.filter((e) => e.id !== localId && e.id !== stored.id), stored].sort(byTime));
    if (viewer.role === 'customer') {
      // The spec's canned reply: shown here, never stored, gone after a reload.
      later(() => {
        const reply: Entry = {
          id: `canned-${++localIds}`,
          chatId,
          message: said(CANNED_REPLY),
          fromTeam: true,
          senderName: said(TEAM_NAME),
          createdAt: new Date().toISOString(),
        };
        setEntries((current) => [...current, reply]);
      }, CANNED_REPLY_DELAY_MS);
    }
  }

  // The customer is 'You' to themselves; a coach sees each team member by name, themselves included.
  const authorOf = (entry: Entry) => {
    if (!entry.fromTeam) return viewer.role === 'customer' ? t('you') : viewer.customerName;
    return entry.senderName ?? (viewer.role === 'coach' ? t('you') : said(TEAM_NAME));
  };
  return (
    <div className="grid gap-4">
      <div
        ref={log}
        role="log"
        aria-label={t('conversation')}
        tabIndex={0}
        className="h-[min(500px,calc(100dvh-16rem))] min-h-64 overflow-y-auto rounded-lg border bg-card p-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ol className="grid content-start gap-3">
          {entries.map((entry) => (
            <MessageBubble
              key={entry.id}
              text={entry.message}
              author={authorOf(entry)}
              at={entry.createdAt}
              mine={isMine(entry)}
              delivery={entry.delivery}
              onRetry={entry.delivery === 'failed' && !sending ? () => void deliver(entry.message, entry.id) : undefined}
            />
          ))}
        </ol>
      </div>
      {status === 'closed' ? (
        <p role="status" className="rounded-lg border bg-muted p-4 text-sm text-muted-foreground">
          {said(SUPPORT_MESSAGES.chatClosed)}
        </p>
      ) : (
        // Sticky, so on a phone the message box stays above the keyboard and in view as the page scrolls.
        <div className="sticky bottom-0 z-10 bg-background pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]">
          <Composer
            chatId={chatId}
            send={send}
            sending={sending}
            onSend={(text) => void deliver(text)}
            quickFills={viewer.role === 'customer'}
          />
        </div>
      )}
    </div>
  );
}
