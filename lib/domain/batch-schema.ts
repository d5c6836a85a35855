import { BATCH_MESSAGES as M, WEEKDAYS } from './batches';
import { trimmedText } from './text';
import { calendarDay } from './day-schema';
import * as z from './validation';

/** The studio forms as the server reads them; apart from batches.ts, whose texts the screens show. */

const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value)),
    z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message)),
  );

export const centreSchema = z.object({
  name: trimmedText({ min: 2, max: 80, tooShort: M.centreName, tooLong: M.centreName }),
  address: trimmedText({ min: 5, max: 300, tooShort: M.address, tooLong: M.address }),
  city: trimmedText({ min: 2, max: 60, tooShort: M.city, tooLong: M.city }),
  mapUrl: z.pipe(
    z._default(trimmedText({ max: 500, tooLong: M.mapUrl }), ''),
    z.union([z.literal(''), z.url({ protocol: /^https$/, error: M.mapUrl })]),
  ),
});
export type CentreInput = z.infer<typeof centreSchema>;

/** One checkbox per weekday ('day1' is Monday), so the form posts without JavaScript. */
export const DAY_FIELDS = WEEKDAYS.map((w) => `day${w.day}` as const);
type DayField = (typeof DAY_FIELDS)[number];

const dayBoxes = Object.fromEntries(DAY_FIELDS.map((field) => [field, z.optional(z.literal('on'))])) as Record<
  DayField,
  z.ZodMiniOptional<z.ZodMiniLiteral<'on'>>
>;

/** 'Add batch' and 'Save batch' (with the batch's id). The days come out as ISO weekdays. */
export const batchSchema = z.pipe(
  z
    .object({
      id: z.optional(z.uuid()),
      centreId: z.uuid({ error: M.centreRequired }),
      coachId: z.uuid({ error: M.coachRequired }),
      ...dayBoxes,
      startTime: z.string({ error: M.startTime }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.startTime)),
      durationMinutes: wholeNumber(15, 240, M.duration),
      capacity: wholeNumber(1, 200, M.capacity),
      firstSession: calendarDay(M.firstSession),
    })
    .check(
      z.refine((batch) => DAY_FIELDS.some((field) => batch[field] === 'on'), {
        error: M.daysRequired,
        path: ['days'],
        // Said with the other fields' messages, not after them: it reads only the day boxes.
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    ),
  z.transform(({ id, centreId, coachId, startTime, durationMinutes, capacity, firstSession, ...boxes }) => ({
    id: id ?? null,
    centreId,
    coachId,
    days: WEEKDAYS.filter((w) => boxes[`day${w.day}`] === 'on').map((w) => w.day),
    startTime,
    durationMinutes,
    capacity,
    firstSession,
  })),
);
export type BatchInput = z.output<typeof batchSchema>;

/** 'Book this batch', 'Join the waitlist' and 'Change to this batch'. */
export const bookingSchema = z.object({
  batchId: z.uuid({ error: M.gone }),
  intent: z.enum(['book', 'waitlist', 'change']),
});
export type BookingInput = z.infer<typeof bookingSchema>;

/** An admin's 'Cancel session' for a holiday. */
export const cancelSessionSchema = z.object({
  batchId: z.uuid(),
  day: calendarDay(),
  reason: trimmedText({ min: 1, max: 120, tooShort: M.cancelReason, tooLong: M.cancelReason }),
});

/** A coach's 'Mark present' (a customer) or check-in by code or QR. */
export const checkInSchema = z.union([
  z.object({ batchId: z.uuid(), customerId: z.uuid() }),
  z.object({
    batchId: z.uuid(),
    code: z
      .string({ error: M.checkInUnknown })
      .check(z.trim(), z.minLength(6, M.checkInUnknown), z.maxLength(2000, M.checkInUnknown)),
  }),
]);
export type CheckInInput = z.infer<typeof checkInSchema>;
