import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import { REMINDER_KINDS, type ReminderSettings } from '@/lib/domain/reminders';
import { vapidKeys } from '@/lib/messages/vapid';
import { whatsappTransport } from '@/lib/messages/whatsapp';
import { settings } from '@/lib/settings';
import { RemindersPanel } from './reminders-panel';

/** 'Reminders' on the dashboard: this device's, and the times, in India. */
export function RemindersSection({ reminders, openedFrom }: { reminders: ReminderSettings; openedFrom: string | undefined }) {
  const t = useTranslations('account.reminders');
  const kind = REMINDER_KINDS.find((k) => k === openedFrom) ?? null;
  const whatsapp = whatsappTransport().name !== 'log' || !settings().production;
  return (
    <SectionCard title={t('title')} id="reminders" className="scroll-mt-4">
      <RemindersPanel settings={reminders} publicKey={vapidKeys()?.publicKey ?? null} openedFrom={kind} whatsapp={whatsapp} />
    </SectionCard>
  );
}
