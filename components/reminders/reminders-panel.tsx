'use client';

import { useEffect, useState } from 'react';
import { turnOffReminderAction, turnOnRemindersAction, saveRemindersAction } from '@/app/(with-toaster)/dashboard/actions';
import { ActionForm } from '@/components/action-form';
import { Bell, BellOff, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { REMINDER_MESSAGES, reminderFormSchema } from '@/lib/domain/reminder-schema';
import { MEALS_REMINDER_AT, type ReminderKind, type ReminderSettings } from '@/lib/domain/reminders';
import { SERVICE_WORKER_URL } from '@/lib/pwa/constants';

const KIND_LABEL: Record<ReminderKind, string> = {
  'weigh-in': 'morning weigh-in',
  water: 'water',
  workout: 'workout',
  meals: 'meal logging',
};

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
}

export function RemindersPanel({ settings, publicKey, openedFrom }: RemindersPanelProps) {
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
      toast.success('Reminders are on for this device.');
    } catch (error) {
      setDevice('failed');
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <div className="grid gap-4">
      {openedFrom && (
        <ActionForm action={turnOffReminderAction} toastSuccess className="grid gap-2 rounded-lg border bg-muted p-3">
          {({ pending, result }) => (
            <>
              <input type="hidden" name="kind" value={openedFrom} />
              <p className="text-sm">
                {result?.status === 'ok'
                  ? `${KIND_LABEL[openedFrom][0]!.toUpperCase()}${KIND_LABEL[openedFrom].slice(1)} reminders are off.`
                  : `You opened a ${KIND_LABEL[openedFrom]} reminder.`}
              </p>
              {result?.status !== 'ok' && (
                <Button type="submit" variant="outline" disabled={pending} className="justify-self-start">
                  <Icon icon={BellOff} />
                  Turn off {KIND_LABEL[openedFrom]} reminders
                </Button>
              )}
            </>
          )}
        </ActionForm>
      )}

      <div className="grid gap-2" aria-live="polite">
        {device === 'unsupported' && (
          <p className="text-sm text-muted-foreground">
            {publicKey
              ? 'This browser cannot show reminders. On an iPhone, add WellFit to your home screen and open it from there.'
              : 'Reminders are not available on this site yet.'}
          </p>
        )}
        {device === 'blocked' && (
          <p className="text-sm text-destructive">
            Notifications are blocked for WellFit in this browser. Allow them in the site settings to get reminders.
          </p>
        )}
        {(device === 'off' || device === 'failed') && (
          <>
            <p className="text-sm text-muted-foreground">{REMINDER_MESSAGES.optIn}</p>
            <Button type="button" onClick={turnOn} className="justify-self-start">
              <Icon icon={Bell} />
              Turn on reminders
            </Button>
          </>
        )}
        {device === 'failed' && problem && (
          <p className="text-sm text-destructive">
            {REMINDER_MESSAGES.device} {problem}
          </p>
        )}
        {device === 'on' && <p className="text-sm font-medium text-success">Reminders are on for this device.</p>}
      </div>

      <ReminderTimes settings={settings} />
    </div>
  );
}

function ReminderTimes({ settings }: { settings: ReminderSettings }) {
  return (
    <ActionForm action={saveRemindersAction} schema={reminderFormSchema} toastSuccess className="grid gap-4">
      {({ pending, errors }) => (
        <>
          <fieldset className="grid gap-2">
            <legend className="sr-only">Morning weigh-in</legend>
            <Label className="flex items-center gap-2">
              <input type="checkbox" name="weighIn" defaultChecked={Boolean(settings.weighInAt)} className="size-4" />
              Morning weigh-in
            </Label>
            <Input
              type="time"
              name="weighInAt"
              aria-label="Morning weigh-in time"
              defaultValue={settings.weighInAt ?? '07:00'}
              aria-invalid={errors.weighInAt ? true : undefined}
              className="max-w-36"
            />
            {errors.weighInAt && <p className="text-sm text-destructive">{errors.weighInAt}</p>}
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="sr-only">Water</legend>
            <Label className="flex items-center gap-2">
              <input type="checkbox" name="water" defaultChecked={Boolean(settings.water)} className="size-4" />
              Water
            </Label>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span>Every</span>
              <select
                name="waterEvery"
                aria-label="Water reminder every (hours)"
                defaultValue={String(settings.water?.everyHours ?? 2)}
                className="h-9 rounded-md border bg-background px-2"
              >
                {[1, 2, 3, 4].map((hours) => (
                  <option key={hours} value={hours}>
                    {hours} {hours === 1 ? 'hour' : 'hours'}
                  </option>
                ))}
              </select>
              <span>from</span>
              <Input
                type="time"
                name="waterFrom"
                aria-label="Water reminders from"
                defaultValue={settings.water?.from ?? '08:00'}
                className="w-32"
              />
              <span>to</span>
              <Input
                type="time"
                name="waterUntil"
                aria-label="Water reminders until"
                defaultValue={settings.water?.until ?? '20:00'}
                aria-invalid={errors.waterUntil ? true : undefined}
                className="w-32"
              />
            </div>
            {(errors.waterEvery || errors.waterFrom || errors.waterUntil) && (
              <p className="text-sm text-destructive">{errors.waterEvery ?? errors.waterFrom ?? errors.waterUntil}</p>
            )}
          </fieldset>

          <fieldset className="grid gap-2">
            <legend className="sr-only">Workout</legend>
            <Label className="flex items-center gap-2">
              <input type="checkbox" name="workout" defaultChecked={Boolean(settings.workoutAt)} className="size-4" />
              Workout
            </Label>
            <Input
              type="time"
              name="workoutAt"
              aria-label="Workout time"
              defaultValue={settings.workoutAt ?? '18:00'}
              aria-invalid={errors.workoutAt ? true : undefined}
              className="max-w-36"
            />
            {errors.workoutAt && <p className="text-sm text-destructive">{errors.workoutAt}</p>}
          </fieldset>

          <Label className="flex items-center gap-2">
            <input type="checkbox" name="meals" defaultChecked={settings.meals} className="size-4" />
            Log your meals <span className="text-muted-foreground">(at {MEALS_REMINDER_AT.replace(/^21/, '9')} pm)</span>
          </Label>

          <p className="text-sm text-muted-foreground">All times are India time (IST).</p>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? 'Saving...' : 'Save reminders'}
          </Button>
        </>
      )}
    </ActionForm>
  );
}
