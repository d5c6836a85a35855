'use server';

import { headers } from 'next/headers';
import { validatedActionWithUser } from '@/lib/actions/validated';
import { addDevice, myReminders, removeDevice, saveReminders } from '@/lib/db/reminders';
import {
  deviceOffSchema,
  deviceSchema,
  REMINDER_MESSAGES,
  reminderFormSchema,
  settingsFromForm,
  turnOffSchema,
  withoutReminder,
} from '@/lib/domain/reminder-schema';
import { savedForCustomer } from './customer-saved';

const reminderMessages = { signedOut: REMINDER_MESSAGES.signedOut, failed: REMINDER_MESSAGES.failed };

/** 'Save reminders': the times, in India; the ones ahead are planned again. */
export const saveRemindersAction = validatedActionWithUser(
  'saveReminders',
  reminderFormSchema,
  reminderMessages,
  async (form, user) => {
    await saveReminders(user, settingsFromForm(form));
    return savedForCustomer(REMINDER_MESSAGES.saved);
  },
);

/** 'Turn on reminders', after the browser's permission: this browser's subscription and the consent shown. */
export const turnOnRemindersAction = validatedActionWithUser(
  'turnOnReminders',
  deviceSchema,
  reminderMessages,
  async (device, user) => {
    const agent = (await headers()).get('user-agent');
    await addDevice(user, { ...device, label: agent ? agent.slice(0, 200) : null }, REMINDER_MESSAGES.optIn);
    return savedForCustomer(undefined);
  },
);

/** 'Turn off on this device': the browser unsubscribed, and its subscription goes. */
export const turnOffDeviceAction = validatedActionWithUser(
  'turnOffDevice',
  deviceOffSchema,
  reminderMessages,
  async ({ endpoint }, user) => {
    await removeDevice(user, endpoint);
    return savedForCustomer(undefined);
  },
);

/** The one-tap way out from a notification: that kind of reminder off. */
export const turnOffReminderAction = validatedActionWithUser(
  'turnOffReminder',
  turnOffSchema,
  reminderMessages,
  async ({ kind }, user) => {
    const { settings } = await myReminders(user);
    await saveReminders(user, withoutReminder(settings, kind));
    return savedForCustomer(undefined);
  },
);
