import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import {
  REMINDER_MESSAGES as M,
  deviceOffSchema,
  deviceSchema,
  reminderFormSchema,
  settingsFromForm,
  withoutReminder,
} from '@/lib/domain/reminder-schema';

const parse = (form: Record<string, string>) => {
  const parsed = reminderFormSchema.safeParse(form);
  return parsed.success ? { settings: settingsFromForm(parsed.data) } : { errors: fieldErrorsOf(parsed.error) };
};

describe("'Save reminders'", () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'nothing ticked turns every reminder off',
      { weighInAt: '07:00' },
      {
        settings: {
          weighInAt: null,
          water: null,
          workoutAt: null,
          meals: false,
          measure: false,
          chatReplies: false,
          videoCalls: false,
          whatsapp: false,
        },
      },
    ],
    [
      'everything ticked',
      {
        weighIn: 'on',
        weighInAt: '06:30',
        water: 'on',
        waterEvery: '2',
        waterFrom: '08:00',
        waterUntil: '20:00',
        workout: 'on',
        workoutAt: '18:00',
        meals: 'on',
        measure: 'on',
        chatReplies: 'on',
        videoCalls: 'on',
        whatsapp: 'on',
      },
      {
        settings: {
          weighInAt: '06:30',
          water: { everyHours: 2, from: '08:00', until: '20:00' },
          workoutAt: '18:00',
          meals: true,
          measure: true,
          chatReplies: true,
          videoCalls: true,
          whatsapp: true,
        },
      },
    ],
    ['a ticked weigh-in without a time', { weighIn: 'on', weighInAt: '' }, { errors: { weighInAt: [M.time] } }],
    ['a time that is not one', { workout: 'on', workoutAt: '25:00' }, { errors: { workoutAt: [M.time] } }],
    [
      'water every 5 hours',
      { water: 'on', waterEvery: '5', waterFrom: '08:00', waterUntil: '20:00' },
      { errors: { waterEvery: [M.every] } },
    ],
    [
      'water ending before it starts',
      { water: 'on', waterEvery: '2', waterFrom: '20:00', waterUntil: '08:00' },
      { errors: { waterUntil: [M.window] } },
    ],
    [
      'one glass: from and to the same time',
      { water: 'on', waterEvery: '1', waterFrom: '12:00', waterUntil: '12:00' },
      {
        settings: {
          weighInAt: null,
          water: { everyHours: 1, from: '12:00', until: '12:00' },
          workoutAt: null,
          meals: false,
          measure: false,
          chatReplies: false,
          videoCalls: false,
          whatsapp: false,
        },
      },
    ],
  ])('%s', (_, form, expected) => {
    expect(parse(form)).toEqual(expected);
  });

  it("turns off only the reminder a notification's tap came from", () => {
    const all = {
      weighInAt: '07:00',
      water: { everyHours: 2, from: '08:00', until: '20:00' },
      workoutAt: '18:00',
      meals: true,
      measure: true,
      chatReplies: true,
      videoCalls: true,
      whatsapp: true,
    };
    expect(withoutReminder(all, 'water')).toEqual({ ...all, water: null });
    expect(withoutReminder(all, 'meals')).toEqual({ ...all, meals: false });
    expect(withoutReminder(all, 'measure')).toEqual({ ...all, measure: false });
    expect(withoutReminder(all, 'chat-reply')).toEqual({ ...all, chatReplies: false });
    expect(withoutReminder(all, 'video-call')).toEqual({ ...all, videoCalls: false });
  });
});

describe("'Turn on reminders' and 'Turn off on this device'", () => {
  const chrome = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH',
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
  };
  const errorsOf = (schema: typeof deviceSchema | typeof deviceOffSchema, input: object) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  };

  it.each<[string, object, object | null]>([
    ["Chrome's subscription", chrome, null],
    ['an endpoint on this machine', { ...chrome, endpoint: 'https://127.0.0.1:18443/x' }, { endpoint: [M.pushService] }],
    ['no endpoint', { p256dh: chrome.p256dh, auth: chrome.auth }, { endpoint: [M.device] }],
    ["keys that are not a browser's", { ...chrome, p256dh: 'short' }, { p256dh: [M.device] }],
  ])('turning on: %s', (_, input, errors) => {
    expect(errorsOf(deviceSchema, input)).toEqual(errors);
  });

  it('turns off any https subscription, so one saved before the push services were checked can go', () => {
    expect(errorsOf(deviceOffSchema, { endpoint: 'https://push.example.com/send/abc' })).toBeNull();
    expect(errorsOf(deviceOffSchema, { endpoint: 'http://push.example.com/send/abc' })).toEqual({ endpoint: [M.device] });
  });
});
