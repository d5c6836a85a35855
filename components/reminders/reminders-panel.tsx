'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { saveRemindersAction, turnOffDeviceAction, turnOnRemindersAction } from '@/lib/actions/reminders';
import { ActionForm } from '@/components/action-form';
import { TurnOffReminder } from './turn-off-reminder';
import { Bell, BellOff, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { REMINDER_MESSAGES, reminderFormSchema } from '@/lib/domain/reminder-schema';
import { MEALS_REMINDER_AT, MEASURE_REMINDER, type ReminderKind, type ReminderSettings } from '@/lib/domain/reminders';
import { timeOfDayLabel } from '@/lib/domain/india-time';
import { SERVICE_WORKER_URL } from '@/lib/pwa/constants';
import { useDomainText } from '@/lib/i18n/use-domain-text';

type DeviceState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'failed';

/** Whether this browser can take reminders, and whether it already does. */
async function deviceState(available: boolean): Promise<DeviceState> {
  if (!available || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  if (Notification.permission === 'denied') return 'blocked';
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

function useDeviceState(available: boolean): [DeviceState, (state: DeviceState) => void] {
  const [state, setState] = useState<DeviceState>('checking');
  useEffect(() => {
    let current = true;
    void deviceState(available).then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };
  }, [available]);
  return [state, setState];
}

/** 'Turn on reminders': the browser asks for permission only now, after this click. */
async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON | 'blocked'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey });
  return subscription.toJSON();
}

interface RemindersPanelProps {
  settings: ReminderSettings;
  /** The VAPID public key; null where reminders by web push are off. */
  publicKey: string | null;
  /** The reminder whose notification opened this page (?reminder=). */
  openedFrom: ReminderKind | null;
  /** Whether 'Also on WhatsApp' is offered (a WhatsApp Business number is set up, or this is not production). */
  whatsapp: boolean;
}

export function RemindersPanel({ settings, publicKey, openedFrom, whatsapp }: RemindersPanelProps) {
  const t = useTranslations('account.reminders');
  const said = useDomainText();
  const [device, setDevice] = useDeviceState(Boolean(publicKey));
  const [problem, setProblem] = useState<string | null>(null);

  async function turnOn() {
    setProblem(null);
    try {
      const subscription = await subscribeThisBrowser(publicKey!);
      if (subscription === 'blocked') return setDevice('blocked');
      const result = await turnOnRemindersAction(null, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys?.p256dh,
        auth: subscription.keys?.auth,
      });
      if (result.status === 'error') throw new Error(result.message);
      setDevice('on');
      toast.success(t('on'));
    } catch (error) {
      setDevice('failed');
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  async function turnOff() {
    setProblem(null);
    try {
      const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
      if (subscription) {
        const result = await turnOffDeviceAction(null, { endpoint: subscription.endpoint });
        if (result.status === 'error') throw new Error(result.message);
        await subscription.unsubscribe();
      }
      setDevice('off');
      toast.success(t('off'));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="grid gap-4">
      {openedFrom && <TurnOffReminder kind={openedFrom} />}

      <div className="grid gap-2" aria-live="polite">
        {device === 'unsupported' && (
          <p className="text-sm text-muted-foreground">{publicKey ? t('unsupported') : t('unavailable')}</p>
        )}
        {device === 'blocked' && <p className="text-sm text-destructive">{t('blocked')}</p>}
        {(device === 'off' || device === 'failed') && (
          <>
            <p className="text-sm text-muted-foreground">{said(REMINDER_MESSAGES.optIn)}</p>
            <Button type="button" onClick={turnOn} className="justify-self-start">
              <Icon icon={Bell} />
              {t('turnOn')}
            </Button>
          </>
        )}
        {problem && (
          <p className="text-sm text-destructive">
            {said(REMINDER_MESSAGES.device)} {said(problem)}
          </p>
        )}
        {device === 'on' && (
          <>
            <p className="text-sm font-medium text-success">{t('on')}</p>
            <Button type="button" variant="outline" onClick={turnOff} className="justify-self-start">
              <Icon icon={BellOff} />
              {t('turnOffDevice')}
            </Button>
          </>
        )}
      </div>

      <ReminderTimes settings={settings} whatsapp={whatsapp} />
    </div>
  );
}

function ReminderTimes({ settings, whatsapp }: { settings: ReminderSettings; whatsapp: boolean }) {
  const t = useTranslations('account.reminders');
  const locale = useLocale();
  const said = useDomainText();
  const muted = (chunks: React.ReactNode) => <span className="text-muted-foreground">{chunks}</span>;
  return (
    <ActionForm action={saveRemindersAction} schema={reminderFormSchema} toastSuccess className="grid gap-4">
      {({ pending, errors }) => (
        <>
          <TimedReminder name="weighIn" label={t('weighIn')} at={settings.weighInAt} fallback="07:00" error={errors.weighInAt} />

          <fieldset className="grid gap-2">
            <legend className="sr-only">{t('water')}</legend>
            <Label className="flex items-center gap-2">
              <input type="checkbox" name="water" defaultChecked={Boolean(settings.water)} className="size-4" />
              {t('water')}
            </Label>
            {/* Each word stays with its field, so a narrow phone wraps 'from 08:00' and 'to 20:00' whole. */}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
              <span className="flex items-center gap-2">
                {t('every')}
                <select
                  name="waterEvery"
                  aria-label={t('everyLabel')}
                  defaultValue={String(settings.water?.everyHours ?? 2)}
                  className="h-9 rounded-md border bg-background px-2"
                >
                  {[1, 2, 3, 4].map((hours) => (
                    <option key={hours} value={hours}>
                      {t('hours', { count: hours })}
                    </option>
                  ))}
                </select>
              </span>
              {(
                [
                  [t('from'), 'waterFrom', t('fromLabel'), settings.water?.from ?? '08:00'],
                  [t('to'), 'waterUntil', t('untilLabel'), settings.water?.until ?? '20:00'],
                ] as const
              ).map(([word, name, label, time]) => (
                <span key={name} className="flex items-center gap-2">
                  {word}
                  <Input
                    type="time"
                    name={name}
                    aria-label={label}
                    defaultValue={time}
                    aria-invalid={errors[name] ? true : undefined}
                    className="w-32"
                  />
                </span>
              ))}
            </div>
            {(errors.waterEvery || errors.waterFrom || errors.waterUntil) && (
              <p className="text-sm text-destructive">{errors.waterEvery ?? errors.waterFrom ?? errors.waterUntil}</p>
            )}
          </fieldset>

          <TimedReminder name="workout" label={t('workout')} at={settings.workoutAt} fallback="18:00" error={errors.workoutAt} />

          <Label className="flex items-start gap-2">
            <input type="checkbox" name="meals" defaultChecked={settings.meals} className="mt-0.5 size-4 shrink-0" />
            <span>{t.rich('meals', { time: timeOfDayLabel(MEALS_REMINDER_AT, locale), muted })}</span>
          </Label>

          <Label className="flex items-start gap-2">
            <input type="checkbox" name="measure" defaultChecked={settings.measure} className="mt-0.5 size-4 shrink-0" />
            <span>
              {t.rich('measure', {
                weekday: said(MEASURE_REMINDER.weekday),
                time: timeOfDayLabel(MEASURE_REMINDER.at, locale),
                muted,
              })}
            </span>
          </Label>

          <Label className="flex items-start gap-2">
            <input type="checkbox" name="chatReplies" defaultChecked={settings.chatReplies} className="mt-0.5 size-4 shrink-0" />
            <span>{t.rich('chatReplies', { muted })}</span>
          </Label>

          <Label className="flex items-start gap-2">
            <input type="checkbox" name="videoCalls" defaultChecked={settings.videoCalls} className="mt-0.5 size-4 shrink-0" />
            <span>{t.rich('videoCalls', { muted })}</span>
          </Label>

          {whatsapp && (
            <Label className="flex items-start gap-2 font-normal">
              <input type="checkbox" name="whatsapp" defaultChecked={settings.whatsapp} className="mt-0.5 size-4 shrink-0" />
              <span className="grid gap-0.5">
                <span className="font-medium">{t('whatsapp')}</span>
                <span className="text-muted-foreground">{said(REMINDER_MESSAGES.whatsappOptIn)}</span>
              </span>
            </Label>
          )}

          <p className="text-sm text-muted-foreground">{t('ist')}</p>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? t('saving') : t('save')}
          </Button>
        </>
      )}
    </ActionForm>
  );
}

interface TimedReminderProps {
  /** The box's name; its time is `${name}At`. */
  name: 'weighIn' | 'workout';
  label: string;
  at: string | null;
  /** The time offered while the reminder is off. */
  fallback: string;
  error: string | undefined;
}

/** A reminder at one time of day: its box, and the time. */
function TimedReminder({ name, label, at, fallback, error }: TimedReminderProps) {
  const t = useTranslations('account.reminders');
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{label}</legend>
      <Label className="flex items-center gap-2">
        <input type="checkbox" name={name} defaultChecked={Boolean(at)} className="size-4" />
        {label}
      </Label>
      <Input
        type="time"
        name={`${name}At`}
        aria-label={t('time', { label })}
        defaultValue={at ?? fallback}
        aria-invalid={error ? true : undefined}
        className="max-w-36"
      />
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
