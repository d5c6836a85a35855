'use client';

import { turnOffReminderAction } from '@/lib/actions/reminders';
import { ActionForm } from '@/components/action-form';
import { BellOff, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import type { ReminderKind } from '@/lib/domain/reminders';

const WORDS: Record<ReminderKind, { opened: string; button: string; off: string }> = {
  'weigh-in': {
    opened: 'You opened a morning weigh-in reminder.',
    button: 'Turn off morning weigh-in reminders',
    off: 'Morning weigh-in reminders are off.',
  },
  water: { opened: 'You opened a water reminder.', button: 'Turn off water reminders', off: 'Water reminders are off.' },
  workout: { opened: 'You opened a workout reminder.', button: 'Turn off workout reminders', off: 'Workout reminders are off.' },
  meals: {
    opened: 'You opened a meal logging reminder.',
    button: 'Turn off meal logging reminders',
    off: 'Meal logging reminders are off.',
  },
  measure: {
    opened: 'You opened a weekly measuring reminder.',
    button: 'Turn off weekly measuring reminders',
    off: 'Weekly measuring reminders are off.',
  },
  'chat-reply': {
    opened: 'You opened a notification of your coach’s reply.',
    button: 'Turn off these notifications',
    off: 'Notifications of your coach’s replies are off.',
  },
  'video-call': {
    opened: 'You opened a reminder of your video call.',
    button: 'Turn off video call reminders',
    off: 'Video call reminders are off.',
  },
};

/** The one-tap way out, where a notification's tap lands (?reminder=<kind>); the box itself says it worked. */
export function TurnOffReminder({ kind }: { kind: ReminderKind }) {
  const words = WORDS[kind];
  return (
    <ActionForm action={turnOffReminderAction} className="grid gap-2 rounded-lg border bg-muted p-3">
      {({ pending, result }) => (
        <>
          <input type="hidden" name="kind" value={kind} />
          <p className="text-sm" aria-live="polite">
            {result?.status === 'ok' ? `${words.off} Turn them on again under Reminders on your dashboard.` : words.opened}
          </p>
          {result?.status !== 'ok' && (
            <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
              <Icon icon={BellOff} />
              {words.button}
            </Button>
          )}
        </>
      )}
    </ActionForm>
  );
}
