import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '@/lib/actions/field-errors';
import { REMINDER_MESSAGES as M, reminderFormSchema, settingsFromForm, withoutReminder } from '@/lib/domain/reminder-schema';

const parse = (form: Record<string, string>) => {
  const parsed = reminderFormSchema.safeParse(form);
  return parsed.success ? { settings: settingsFromForm(parsed.data) } : { errors: fieldErrorsOf(parsed.error) };
};

describe("'Save reminders'", () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'nothing ticked turns every reminder off',
      { weighInAt: '07:00' },
      { settings: { weighInAt: null, water: null, workoutAt: null, meals: false, chatReplies: false, whatsapp: false } },
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
        chatReplies: 'on',
        whatsapp: 'on',
      },
      {
        settings: {
          weighInAt: '06:30',
          water: { everyHours: 2, from: '08:00', until: '20:00' },
          workoutAt: '18:00',
          meals: true,
          chatReplies: true,
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
          chatReplies: false,
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
      chatReplies: true,
      whatsapp: true,
    };
    expect(withoutReminder(all, 'water')).toEqual({ ...all, water: null });
    expect(withoutReminder(all, 'meals')).toEqual({ ...all, meals: false });
    expect(withoutReminder(all, 'chat-reply')).toEqual({ ...all, chatReplies: false });
  });
});
