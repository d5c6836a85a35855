'use client';

import { useTranslations } from 'next-intl';
import { turnOffReminderAction } from '@/lib/actions/reminders';
import { ActionForm } from '@/components/action-form';
import { BellOff, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { ReminderKind } from '@/lib/domain/reminders';

/** Each kind's words in messages (account.turnOff): what was opened, the button, and that it is off. */
const WORDS = {
  'weigh-in': 'weighIn',
  water: 'water',
  workout: 'workout',
  meals: 'meals',
  measure: 'measure',
  'chat-reply': 'chatReply',
  'video-call': 'videoCall',
} as const satisfies Record<ReminderKind, string>;

/** The one-tap way out, where a notification's tap lands (?reminder=<kind>); the box itself says it worked. */
export function TurnOffReminder({ kind }: { kind: ReminderKind }) {
  const t = useTranslations('account.turnOff');
  const words = WORDS[kind];
  return (
    <ActionForm action={turnOffReminderAction} className="grid gap-2 rounded-lg border bg-muted p-3">
      {({ pending, result }) => (
        <>
          <input type="hidden" name="kind" value={kind} />
          <p className="text-sm" aria-live="polite">
            {result?.status === 'ok' ? t('again', { off: t(`${words}.off`) }) : t(`${words}.opened`)}
          </p>
          {result?.status !== 'ok' && (
            <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
              <Icon icon={BellOff} />
              {t(`${words}.button`)}
            </Button>
          )}
        </>
      )}
    </ActionForm>
  );
}
