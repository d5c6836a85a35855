import { SectionCard } from '@/components/section-card';
import type { SessionUser } from '@/lib/db/with-user';
import { myReminders } from '@/lib/db/reminders';
import { REMINDER_KINDS, type ReminderKind } from '@/lib/domain/reminders';
import { vapidKeys } from '@/lib/messages/vapid';
import { RemindersPanel } from './reminders-panel';

/** 'Reminders' on the dashboard: this device's, and the times, in India. */
export async function RemindersSection({ user, openedFrom }: { user: SessionUser; openedFrom: string | undefined }) {
  const { settings } = await myReminders(user);
  const kind = REMINDER_KINDS.find((k) => k === openedFrom) ?? null;
  return (
    <SectionCard title="Reminders" id="reminders" className="scroll-mt-4">
      <RemindersPanel settings={settings} publicKey={vapidKeys()?.publicKey ?? null} openedFrom={kind as ReminderKind | null} />
    </SectionCard>
  );
}
