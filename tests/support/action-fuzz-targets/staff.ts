import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { reassignClient, setCoachActive } from '@/lib/db/admin';
import { addCentre, saveBatch } from '@/lib/db/batches';
import { addExercise, createProgramme, loadProgrammeEditor, saveWorkout } from '@/lib/db/programme-builder';
import { getDatabase } from '@/lib/db/database';
import { rowsOf } from '@/lib/db/connection';
import { staff, workoutSessions } from '@/lib/db/schema';
import { BATCH_MESSAGES } from '@/lib/domain/batches';
import { COMPOSITION_BACKDATE_DAYS, COMPOSITION_FIELDS, COMPOSITION_MESSAGES } from '@/lib/domain/body-composition';
import { COACHING_MESSAGES, NOTE_MAX, WEEKLY_TEXT_MAX } from '@/lib/domain/coaching';
import { DIET_CHART_MESSAGES } from '@/lib/domain/diet-charts/views';
import { FIRST_DAY, LAST_DAY } from '@/lib/domain/day-schema';
import { LIMITATIONS } from '@/lib/domain/exercises';
import { addDays, istDay } from '@/lib/domain/india-time';
import type { PackageId } from '@/lib/domain/packages';
import { PROGRAMME_BUILDER_MESSAGES as BUILDER } from '@/lib/domain/programme-builder';
import { PROGRAMME_REVIEW_MESSAGES } from '@/lib/domain/programme-review';
import { REFUND_NOTE_MAX } from '@/lib/domain/refunds';
import { ADMIN_MESSAGES, STAFF_BIO_MAX, STAFF_NAME_MAX } from '@/lib/domain/staff';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from '@/lib/domain/support';
import { WORKOUT_COMMENT_MAX, WORKOUT_COMMENT_MESSAGES } from '@/lib/domain/workout-comment';
import { MAX_WINDOWS, NOTE_MAX as CALL_NOTE_MAX, VIDEO_CALL_MESSAGES as CALL } from '@/lib/domain/video-calls';
import { saveCallWindows } from '@/lib/db/video-calls';
import { buy, paid } from '../checkout';
import { createAuthUser } from '../db';
import { cleanRefusal, fuzzPhone, isOk, type Outcome, refusedWith, type Target, world } from '../action-fuzz';
import {
  choiceField,
  type Field,
  HTML,
  literalField,
  MISSING,
  NUL,
  numberField,
  type Spec,
  SQL,
  textField,
  uuidField,
  wrongType,
} from '../hostile';

// The staff's actions: the admin's coaches, refunds, centres and batches; the coach's notes,
// targets, weekly comments, check-ins and inbox. A customer is refused each before it runs; the
// cases of ok fields are sent by the fixture's admin or coach, so the actions' bodies run.

const admin = await import('@/lib/actions/admin');
const staffProfile = await import('@/lib/actions/staff-profile');
const studio = await import('@/lib/actions/studio-admin');
const coachClient = await import('@/lib/actions/coaching');
const review = await import('@/lib/actions/programme-review');
const builder = await import('@/lib/actions/programme-builder');
const { checkInAction } = await import('@/lib/actions/attendance');
const inbox = await import('@/lib/actions/coach-inbox');
const workouts = await import('@/lib/actions/workouts');
const diet = await import('@/lib/actions/diet-charts');
const composition = await import('@/lib/actions/body-composition');
const calls = await import('@/lib/actions/video-calls');

type User = { id: string };
/** The fixture: staff, a client of the coach, a centre and a batch with a session today. */
const the = {
  admin: { id: '' } as User,
  coach: { id: '' } as User,
  /** A coach to deactivate and reactivate, and to reassign to. */
  spareCoach: { id: '' } as User,
  client: { id: '' } as User,
  /** A client of the coach on an in-person plan (its monthly body composition check). */
  studioClient: { id: '' } as User,
  /** A client to reassign between the coaches. */
  movingClient: { id: '' } as User,
  centre: '',
  batch: '',
  /** A built-in workout programme ('Low impact') to assign. */
  template: '',
  /** The coach's own template, and one phase, workout and exercise of it. */
  builder: { programme: '', phase: '', workout: '', slot: '' },
  /** A workout session of the client's, for the coach to comment on. */
  session: '',
};

async function makeStaff(role: 'admin' | 'coach', name: string): Promise<User> {
  const user = await createAuthUser();
  const { db } = await getDatabase();
  await db.insert(staff).values({ userId: user.id, role, name, approvedBy: 'actions-fuzz' });
  return user;
}

async function customerOf(coach: User, packageId: PackageId = 'online-6m'): Promise<User> {
  const user = await createAuthUser();
  paid(await buy(user, packageId));
  await reassignClient(the.admin, user.id, coach.id);
  return user;
}

export async function prepare(): Promise<void> {
  the.admin = await makeStaff('admin', 'Admin Fuzz');
  the.coach = await makeStaff('coach', 'Coach Fuzz');
  the.spareCoach = await makeStaff('coach', 'Coach Spare');
  the.client = await customerOf(the.coach);
  the.movingClient = await customerOf(the.coach);
  the.studioClient = await customerOf(the.coach, 'offline-3m');
  // Times for calls every day, so the 6-month client's bookings reach the database.
  await saveCallWindows(
    the.coach,
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday: weekday as 1, from: '06:00', until: '22:00' })),
  );
  await addCentre(the.admin, { name: 'Fuzz Centre', address: '1 Fuzz Road, Pune', city: 'Pune', mapUrl: '' });
  const { db } = await getDatabase();
  const [centre] = rowsOf<{ id: string }>(await db.execute(sql`select id from public.centres where name = 'Fuzz Centre'`));
  the.centre = centre!.id;
  const saved = await saveBatch(the.admin, {
    id: null,
    centreId: the.centre,
    coachId: the.coach.id,
    days: [1, 2, 3, 4, 5, 6, 7],
    startTime: '07:00',
    durationMinutes: 60,
    capacity: 20,
    firstSession: istDay(new Date()),
  });
  if (saved.status !== 'ok') throw new Error(`The fuzz batch was refused: ${saved.reason}`);
  the.batch = saved.id;
  const [template] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from public.programmes where template_key = 'low-impact'`),
  );
  the.template = template!.id;
  // The coach's own template for the builder's actions: a phase, a workout, an exercise.
  the.builder.programme = await createProgramme(the.coach, 'Fuzz template');
  const phase = (await loadProgrammeEditor(the.coach, the.builder.programme, null))!.tree.phases[0]!;
  await saveWorkout(the.coach, {
    programmeId: the.builder.programme,
    phaseId: phase.id,
    workoutId: undefined,
    title: 'Fuzz legs',
    days: [1],
  });
  const workout = (await loadProgrammeEditor(the.coach, the.builder.programme, null))!.tree.phases[0]!.workouts[0]!;
  await addExercise(the.coach, { programmeId: the.builder.programme, workoutId: workout.id, exerciseId: 'glute-bridge' });
  const slot = (await loadProgrammeEditor(the.coach, the.builder.programme, null))!.tree.phases[0]!.workouts[0]!.exercises[0]!;
  the.builder = { programme: the.builder.programme, phase: phase.id, workout: workout.id, slot: slot.id };
  const [session] = await db
    .insert(workoutSessions)
    .values({ userId: the.client.id, day: istDay(new Date()), title: 'Fuzz workout' })
    .returning({ id: workoutSessions.id });
  the.session = session!.id;
}

/** Ids staff may name: the fixture's, another customer's, random ones. */
const ids = (...own: string[]) => uuidField([...own, ...world.otherIds]);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** A calendar day the app can mean (lib/domain/day-schema: this century), often near today; other years are bad. */
const isoDateField = (): Field => ({
  ok: fc.oneof(
    fc
      .date({ min: new Date(`${FIRST_DAY}T00:00:00Z`), max: new Date(`${LAST_DAY}T00:00:00Z`), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.integer({ min: -400, max: 400 }).map((n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)),
    fc.constantFrom(FIRST_DAY, LAST_DAY, '2028-02-29'),
  ),
  bad: fc.oneof(
    fc.constantFrom('2026-02-30', '2027-02-29', '2026-13-01', '2026-00-10', '26-01-01', '2026-1-1', ' 2026-01-01'),
    // Valid ISO dates outside the century: Postgres or Date.UTC misread them (0011 as 1911).
    fc.constantFrom(
      '0000-01-01',
      '0000-12-31',
      '0011-05-30',
      '0003-04-15',
      '0030-01-01',
      '1970-01-01',
      '1999-12-31',
      '2100-01-01',
      '9999-12-31',
    ),
    fc.constantFrom('2026-01-01T00:00:00Z', '+010000-01-01', '-000001-01-01', '01/02/2026', '', 'today', `2026-01-01${NUL}`),
    fc.constantFrom(...SQL, ...HTML, 'x'.repeat(100_000), MISSING),
    wrongType('2026-01-01'),
  ),
});
/** 'HH:MM' as a batch starts. */
const startTimeField = (): Field => ({
  ok: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}`),
  bad: fc.oneof(
    fc.constantFrom('24:00', '7:00', '07:60', '0700', '07:00:00', ' 07:00', '', `07:00${NUL}`, MISSING),
    fc.constantFrom(...SQL, ...HTML),
    wrongType('07:00'),
  ),
});
/** A limitation's box: ticked or left out. */
const limitationBox = (): Field => ({
  ok: fc.constantFrom('on', MISSING),
  bad: literalField('on').bad.filter((v) => v !== MISSING),
});
/** A weekday's box: ticked ('on') or not. */
const dayBox = ({ ticked = false } = {}): Field => {
  const bad = literalField('on').bad.filter((v) => v !== MISSING);
  // (Monday's box is always ticked but for a bad value: left out, the other days may still make a batch.)
  return ticked ? { ok: fc.constant('on'), bad } : { ok: fc.constantFrom('on', MISSING), bad };
};
/** A map link: none, or https. */
const mapUrlField = (): Field => ({
  ok: fc.oneof(
    fc.constantFrom(MISSING, '', '  ', 'https://maps.app.goo.gl/AbCdEf', "https://maps.example/?q=' or 1=1 --"),
    fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= 500),
  ),
  bad: fc.oneof(
    fc.constantFrom('http://maps.example/', 'javascript:alert(1)', 'maps.example', `https://x.example/${'x'.repeat(500)}`),
    fc.constantFrom(...SQL, ...HTML, `https://x.example/${NUL}`),
    wrongType('https://maps.example/'),
  ),
});
/** A number a form sends as text, or empty for none. */
const optionalNumber = (min: number, max: number, int: boolean): Field => numberField({ min, max, int, optional: true });

/** A copy of the client's default programme a run made is gone (scratch): their first is theirs again, unreviewed. */
async function firstProgrammeBack(): Promise<void> {
  const { db } = await getDatabase();
  await db.execute(sql`
    update public.programmes set replaced_at = null
    where id = (select p.id from public.programmes p where p.client_id = ${the.client.id} order by p.created_at limit 1)
      and not exists (select 1 from public.programmes p where p.client_id = ${the.client.id} and p.replaced_at is null)`);
  await db.execute(sql`
    update public.programmes set reviewed_at = null, reviewed_by = null
    where client_id = ${the.client.id} and replaced_at is null`);
}

/** The client's diet chart unconfirmed again, as the payment gave it. */
async function dietChartUnconfirmed(): Promise<void> {
  const { db } = await getDatabase();
  await db.execute(sql`
    update public.diet_charts set reviewed_at = null, reviewed_by = null
    where client_id = ${the.client.id} and replaced_at is null`);
}

/** A copy of the programme's tables a run may add to: the default programme the client is given again. */
const PROGRAMME_TABLES = [
  'public.programme_exercises',
  'public.programme_workouts',
  'public.programme_phases',
  'public.programmes',
] as const;

const builderBase = { signedOut: BUILDER.signedOut, forbidden: BUILDER.notStaff, as: () => the.coach } as const;

/** A quarter hour (UTC's are India's) as an ISO instant, from a day ago to three weeks ahead. */
const slotField = (): Field => {
  const quarter = 900_000;
  const near = fc
    .integer({ min: -96, max: 21 * 96 })
    .map((n) => new Date((Math.floor(Date.now() / quarter) + n) * quarter).toISOString());
  return {
    ok: fc.oneof(
      near,
      near.map((iso) => iso.replace('.000Z', '+00:00')),
      fc.constantFrom('2030-06-03T04:30:00Z', '2026-01-05T04:30:00Z'),
    ),
    bad: fc.oneof(
      near.map((iso) => new Date(Date.parse(iso) + 7 * 60_000).toISOString()),
      fc.constantFrom(
        MISSING,
        '',
        'tomorrow',
        '2026-12-14',
        '2026-12-14 10:00',
        '2026-12-14T10:00',
        '2026-13-01T04:30:00Z',
        NUL,
        ...SQL,
        ...HTML,
      ),
      wrongType('2026-12-14T04:30:00Z'),
    ),
  };
};

/** A coach's week of times: at most one a day here, on the quarter hour within 6 am–10 pm. */
const windowsField = (): Field => {
  const time = (quarters: number) => `${pad(Math.floor(quarters / 4))}:${pad((quarters % 4) * 15)}`;
  const window = fc
    .record({
      weekday: fc.integer({ min: 1, max: 7 }),
      from: fc.integer({ min: 24, max: 87 }),
      length: fc.integer({ min: 1, max: 16 }),
    })
    .map(({ weekday, from, length }) => ({ weekday, from: time(from), until: time(Math.min(88, from + length)) }));
  const week = fc.uniqueArray(window, { selector: (w) => w.weekday, maxLength: 7 });
  return {
    ok: fc.oneof(
      week,
      week.map((windows) => windows.map((w) => ({ ...w, weekday: String(w.weekday) }))),
    ),
    bad: fc.oneof(
      // An empty list is a week with no times: no wrong type.
      wrongType([]).filter((value) => !(Array.isArray(value) && value.length === 0)),
      fc.constantFrom(MISSING, 'monday', [null], [{}]),
      week.filter((w) => w.length > 0).map((w) => [...w, { ...w[0]!, from: w[0]!.from }]),
      fc.constantFrom(
        [{ weekday: 8, from: '10:00', until: '11:00' }],
        [{ weekday: 1, from: '10:10', until: '11:00' }],
        [{ weekday: 1, from: '05:00', until: '07:00' }],
        [{ weekday: 1, from: '12:00', until: '11:00' }],
        [{ weekday: 1, from: '10:00', until: '22:15' }],
        [{ weekday: 1, from: `10:00${NUL}`, until: '11:00' }],
        Array.from({ length: MAX_WINDOWS + 1 }, (_, i) => ({
          weekday: (i % 7) + 1,
          from: `${pad(6 + Math.floor(i / 7))}:00`,
          until: `${pad(6 + Math.floor(i / 7))}:15`,
        })),
      ),
    ),
  };
};

/** A booking's answer: done, or refused in words, on the slot's field when the slot was the reason. */
const bookingAnswer = (o: Outcome) =>
  isOk(o) ||
  refusedWith(CALL.gone, CALL.tooLate)(o) ||
  (o !== 'redirect' && o.status === 'error' && [CALL.taken, CALL.oneAWeek, CALL.tooLate].includes(o.message as never));

export const targets: Record<string, Target> = {
  addCoachAction: {
    action: admin.addCoachAction,
    spec: () => ({
      phone: {
        ok: fc.constantFrom(fuzzPhone, `+91 ${fuzzPhone}`, `0${fuzzPhone}`, '98765 43210', '+91-91234-56789'),
        bad: fc.oneof(
          fc.constantFrom(fuzzPhone.slice(1), `${fuzzPhone}1`, '12345 67890', '', '+91', 'x'.repeat(100_000), MISSING),
          fc.constantFrom(...SQL, ...HTML),
          wrongType(fuzzPhone),
        ),
      },
      name: textField({ min: 1, max: STAFF_NAME_MAX }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: ADMIN_MESSAGES.notAdmin,
    as: () => the.admin,
    // An invitation, or a new name for the one there; nobody signs in with these numbers here.
    accepted: isOk,
    scratch: ['public.staff_invitations'],
  },
  nameCoachAction: {
    action: admin.nameCoachAction,
    spec: () => ({
      phone: {
        ok: fc.constantFrom(fuzzPhone, `+91 ${fuzzPhone}`),
        bad: fc.oneof(
          fc.constantFrom(fuzzPhone.slice(1), '', '+91', MISSING),
          fc.constantFrom(...SQL, ...HTML),
          wrongType(fuzzPhone),
        ),
      },
      name: textField({ min: 1, max: STAFF_NAME_MAX }),
    }),
    modes: ['object', 'form'],
    runs: 200,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: ADMIN_MESSAGES.notAdmin,
    as: () => the.admin,
    // Named when addCoachAction's invitation of that number is there, else no such coach.
    accepted: (o) => isOk(o) || refusedWith(ADMIN_MESSAGES.gone)(o),
  },
  saveStaffProfileAction: {
    action: staffProfile.saveStaffProfileAction,
    spec: () => ({
      name: textField({ min: 1, max: STAFF_NAME_MAX }),
      bio: textField({ min: 0, max: STAFF_BIO_MAX }),
    }),
    modes: ['object', 'form'],
    runs: 200,
    signedOut: COACHING_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: isOk,
    cleanup: async () => {
      const { db } = await getDatabase();
      await db.update(staff).set({ name: 'Coach Fuzz', bio: '' }).where(eq(staff.userId, the.coach.id));
    },
  },
  setCoachActiveAction: {
    action: admin.setCoachActiveAction,
    spec: () => ({ coachId: ids(the.spareCoach.id), active: choiceField(['true', 'false']) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: ADMIN_MESSAGES.notAdmin,
    as: () => the.admin,
    // The spare coach, deactivated or back; anyone else is not a coach to change.
    accepted: (o) => isOk(o) || cleanRefusal(ADMIN_MESSAGES.activeFailed)(o),
    cleanup: () => setCoachActive(the.admin, the.spareCoach.id, true),
  },
  reassignClientAction: {
    action: admin.reassignClientAction,
    spec: () => ({
      customerId: ids(the.movingClient.id),
      coachId: ids(the.coach.id, the.spareCoach.id),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: ADMIN_MESSAGES.notAdmin,
    as: () => the.admin,
    accepted: (o) => isOk(o) || cleanRefusal(ADMIN_MESSAGES.reassignFailed)(o),
    cleanup: () => reassignClient(the.admin, the.movingClient.id, the.coach.id),
  },
  // As a customer only: an admin's decision would change the other customer's order.
  decideRefundAction: {
    action: admin.decideRefundAction,
    spec: () => ({
      orderId: uuidField(world.otherIds),
      decision: choiceField(['approve', 'decline']),
      note: textField({ min: 0, max: REFUND_NOTE_MAX, optional: true }),
    }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(ADMIN_MESSAGES.notAdmin),
  },
  addCentreAction: {
    action: studio.addCentreAction,
    spec: () => ({
      name: textField({ min: 2, max: 80 }),
      address: textField({ min: 5, max: 300 }),
      city: textField({ min: 2, max: 60 }),
      mapUrl: mapUrlField(),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: BATCH_MESSAGES.forbidden,
    as: () => the.admin,
    // Added; or a name taken, said at the field.
    accepted: (o) =>
      isOk(o) || (o !== 'redirect' && o.status === 'error' && o.fieldErrors?.name?.[0] === BATCH_MESSAGES.centreTaken),
    scratch: ['public.centres'],
  },
  saveBatchAction: {
    action: studio.saveBatchAction,
    spec: () => ({
      id: { ...ids(the.batch), ok: fc.oneof(ids(the.batch).ok, fc.constant(MISSING)), optional: true },
      centreId: ids(the.centre),
      coachId: ids(the.coach.id, the.spareCoach.id),
      day1: dayBox({ ticked: true }),
      day2: dayBox(),
      day3: dayBox(),
      day4: dayBox(),
      day5: dayBox(),
      day6: dayBox(),
      day7: dayBox(),
      startTime: startTimeField(),
      durationMinutes: numberField({ min: 15, max: 240, int: true }),
      capacity: numberField({ min: 1, max: 200, int: true }),
      firstSession: isoDateField(),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: BATCH_MESSAGES.forbidden,
    as: () => the.admin,
    // Added or saved; or refused at a field (a batch that is gone, a capacity below its bookings).
    accepted: (o) =>
      isOk(o) || (o !== 'redirect' && o.status === 'error' && !!o.fieldErrors && o.message !== BATCH_MESSAGES.saveFailed),
    scratch: ['public.batch_sessions', 'public.batches'],
    // The fixture's batch back as it was: every day, from today.
    cleanup: async () => {
      await saveBatch(the.admin, {
        id: the.batch,
        centreId: the.centre,
        coachId: the.coach.id,
        days: [1, 2, 3, 4, 5, 6, 7],
        startTime: '07:00',
        durationMinutes: 60,
        capacity: 20,
        firstSession: istDay(new Date()),
      });
    },
  },
  cancelSessionAction: {
    action: studio.cancelSessionAction,
    spec: () => ({ batchId: ids(the.batch), day: isoDateField(), reason: textField({ min: 1, max: 120 }) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: BATCH_MESSAGES.forbidden,
    as: () => the.admin,
    accepted: isOk,
    // Today's session back (nobody is booked, so nobody was told).
    cleanup: async () => {
      const { db } = await getDatabase();
      await db.execute(
        sql`update public.batch_sessions set cancelled_at = null, cancel_reason = null where batch_id = ${the.batch}`,
      );
    },
  },
  checkInAction: {
    action: checkInAction,
    // 'Mark present' names the customer; a typed or scanned code names them by the code.
    spec: (): Spec[] => [
      { batchId: ids(the.batch), customerId: ids(the.client.id) },
      {
        batchId: ids(the.batch),
        code: {
          ok: fc.oneof(
            fc.string({ minLength: 6, maxLength: 40 }).filter((t) => t.trim().length >= 6),
            fc.constantFrom('ABC123', ' abc-123 ', 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', 'x'.repeat(2000), ...SQL, ...HTML),
          ),
          bad: fc.oneof(
            fc.constantFrom('', '     ', 'ABC12', ' ABC12 ', 'x'.repeat(2001), 'x'.repeat(100_000), MISSING),
            wrongType('ABC123'),
          ),
        },
      },
    ],
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    forbidden: BATCH_MESSAGES.notCoach,
    as: () => the.coach,
    // Nobody is booked: each is refused with its reason, said at the code's field (or a rate limit says wait).
    accepted: (o) =>
      o !== 'redirect' &&
      o.status === 'error' &&
      o.message !== BATCH_MESSAGES.checkInFailed &&
      (o.message === BATCH_MESSAGES.tooMany || o.fieldErrors?.code?.[0] === o.message),
  },
  saveNoteAction: {
    action: coachClient.saveNoteAction,
    spec: () => ({ customerId: ids(the.client.id), body: textField({ min: 1, max: NOTE_MAX }) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: COACHING_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || cleanRefusal(COACHING_MESSAGES.noteFailed)(o),
    scratch: ['public.coach_notes'],
  },
  // The days a check may be for are the 15 up to today; one outside them, well formed, is the
  // action's field error, so only malformed days are bad. The online client is refused by name.
  recordCompositionCheckAction: {
    action: composition.recordCompositionCheckAction,
    spec: () => ({
      customerId: ids(the.studioClient.id, the.client.id),
      day: {
        ok: fc.integer({ min: -COMPOSITION_BACKDATE_DAYS, max: 0 }).map((n) => addDays(istDay(new Date()), n)),
        bad: fc.constantFrom(MISSING, '', 'today', '2026-11-31', '2026-1-5', '0011-01-01', 20261201, NUL, ...SQL),
      },
      ...Object.fromEntries(
        COMPOSITION_FIELDS.map(({ key, min, max, step }) => [
          key,
          numberField({ min, max, int: step === 1, optional: key !== 'weightKg' }),
        ]),
      ),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: COMPOSITION_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || refusedWith(COMPOSITION_MESSAGES.notStudio, COMPOSITION_MESSAGES.notYours)(o),
    scratch: ['public.body_composition_checks'],
  },
  saveTargetsAction: {
    action: coachClient.saveTargetsAction,
    spec: () => ({
      customerId: ids(the.client.id),
      targetWeight: optionalNumber(30, 250, false),
      waterGlasses: optionalNumber(1, 30, true),
      calories: optionalNumber(800, 5000, true),
      steps: optionalNumber(1000, 50000, true),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: COACHING_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || cleanRefusal(COACHING_MESSAGES.targetsFailed)(o),
    // A level set here gives the client the default programme of that level (a copy, replacing theirs).
    scratch: ['public.client_targets', ...PROGRAMME_TABLES],
    cleanup: () => firstProgrammeBack(),
  },
  // No weekly check-in answered: there is none to comment on. ('Could not send' is also the
  // catch-all here, so console.error tells a thrown error apart.)
  commentWeeklyAction: {
    action: coachClient.commentWeeklyAction,
    spec: () => ({
      customerId: ids(the.client.id),
      dueDay: isoDateField(),
      comment: textField({ min: 1, max: WEEKLY_TEXT_MAX }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: COACHING_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || refusedWith(COACHING_MESSAGES.commentFailed)(o),
  },
  markWeeklyReadAction: {
    action: coachClient.markWeeklyReadAction,
    spec: () => ({ customerId: ids(the.client.id) }),
    modes: ['object', 'form'],
    signedOut: COACHING_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || cleanRefusal(COACHING_MESSAGES.commentFailed)(o),
  },
  // The coach's review of the client's workout plan (issue 41).
  confirmProgrammeAction: {
    action: review.confirmProgrammeAction,
    spec: () => ({ customerId: ids(the.client.id) }),
    modes: ['object', 'form'],
    signedOut: PROGRAMME_REVIEW_MESSAGES.signedOut,
    forbidden: PROGRAMME_REVIEW_MESSAGES.notStaff,
    as: () => the.coach,
    // Confirmed once; after that, and for anyone else's client, nothing to confirm.
    accepted: (o) => isOk(o) || cleanRefusal(PROGRAMME_REVIEW_MESSAGES.confirmFailed)(o),
    cleanup: () => firstProgrammeBack(),
  },
  confirmDietChartAction: {
    action: diet.confirmDietChartAction,
    spec: () => ({ customerId: ids(the.client.id) }),
    modes: ['object', 'form'],
    signedOut: COACHING_MESSAGES.signedOut,
    forbidden: COACHING_MESSAGES.notStaff,
    as: () => the.coach,
    // Confirmed once; after that, and for anyone else's client, nothing to confirm.
    accepted: (o) => isOk(o) || cleanRefusal(DIET_CHART_MESSAGES.confirmFailed)(o),
    cleanup: () => dietChartUnconfirmed(),
  },
  saveLimitationsAction: {
    action: review.saveLimitationsAction,
    spec: () => ({
      customerId: ids(the.client.id),
      ...Object.fromEntries(LIMITATIONS.map((flag) => [flag, limitationBox()])),
    }),
    modes: ['object', 'form'],
    runs: 200,
    signedOut: PROGRAMME_REVIEW_MESSAGES.signedOut,
    forbidden: PROGRAMME_REVIEW_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || cleanRefusal(PROGRAMME_REVIEW_MESSAGES.limitationsFailed)(o),
    // The limitations ruled, and the default programme the unreviewed client is given for them.
    scratch: ['public.client_limitations', ...PROGRAMME_TABLES],
    cleanup: () => firstProgrammeBack(),
  },
  // A built-in assigned to the fixture's client (a copy, replacing theirs), or refused.
  assignProgrammeAction: {
    action: review.assignProgrammeAction,
    spec: () => ({
      customerId: ids(the.client.id),
      programmeId: ids(the.template),
      // Empty (or null): the client's own day 1.
      startsOn: (() => {
        const day = isoDateField();
        return { ok: fc.oneof(day.ok, fc.constantFrom('', null)), bad: day.bad.filter((v) => v !== null && v !== '') };
      })(),
    }),
    modes: ['object', 'form'],
    runs: 200,
    signedOut: PROGRAMME_REVIEW_MESSAGES.signedOut,
    forbidden: PROGRAMME_REVIEW_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || cleanRefusal(PROGRAMME_REVIEW_MESSAGES.assignFailed)(o),
    scratch: PROGRAMME_TABLES,
    cleanup: () => firstProgrammeBack(),
  },
  // The client has no limitations, so no exercise of theirs is flagged and none is swapped.
  swapExerciseAction: {
    action: review.swapExerciseAction,
    spec: () => ({
      customerId: ids(the.client.id),
      swap: choiceField(['jumping-jacks:step-jack', 'jumping-jacks:spot-marching', 'glute-bridge:wall-sit']),
    }),
    modes: ['object', 'form'],
    signedOut: PROGRAMME_REVIEW_MESSAGES.signedOut,
    forbidden: PROGRAMME_REVIEW_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: cleanRefusal(PROGRAMME_REVIEW_MESSAGES.swapFailed),
  },
  // The programme builder (issue 41): the coach's own template changed, copied, assigned; a built-in never.
  createProgrammeAction: {
    action: builder.createProgrammeAction,
    spec: () => ({ name: textField({ min: 2, max: 80 }) }),
    modes: ['object', 'form'],
    runs: 200,
    ...builderBase,
    accepted: (o) => o === 'redirect',
    scratch: PROGRAMME_TABLES,
  },
  copyProgrammeAction: {
    action: builder.copyProgrammeAction,
    spec: () => ({ programmeId: ids(the.template, the.builder.programme) }),
    modes: ['object', 'form'],
    runs: 200,
    ...builderBase,
    accepted: (o) => o === 'redirect' || refusedWith(BUILDER.gone)(o),
    scratch: PROGRAMME_TABLES,
  },
  // Only the built-in and others' ids: the fixture's template stays.
  deleteProgrammeAction: {
    action: builder.deleteProgrammeAction,
    spec: () => ({ programmeId: ids(the.template), confirm: literalField('yes') }),
    modes: ['object', 'form'],
    ...builderBase,
    accepted: refusedWith(BUILDER.notDeletable),
  },
  saveProgrammeDetailsAction: {
    action: builder.saveProgrammeDetailsAction,
    spec: () => ({
      programmeId: ids(the.builder.programme, the.template),
      name: textField({ min: 2, max: 80 }),
      summary: textField({ min: 0, max: 300 }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    ...builderBase,
    accepted: (o) => isOk(o) || refusedWith(BUILDER.gone, BUILDER.builtIn)(o),
  },
  savePhaseAction: {
    action: builder.savePhaseAction,
    spec: () => ({
      programmeId: ids(the.builder.programme),
      phaseId: (() => {
        const id = ids(the.builder.phase);
        return { ok: fc.oneof(id.ok, fc.constantFrom('', MISSING)), bad: id.bad.filter((v) => v !== '' && v !== MISSING) };
      })(),
      name: textField({ min: 1, max: 40 }),
      days: numberField({ min: 1, max: 365, int: true }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    ...builderBase,
    accepted: (o) => isOk(o) || refusedWith(BUILDER.gone, BUILDER.tooManyPhases)(o),
    scratch: PROGRAMME_TABLES,
  },
  // Day 1 always ticked (a workout needs a day); a day another workout has is refused by name.
  saveWorkoutAction: {
    action: builder.saveWorkoutAction,
    spec: () => ({
      programmeId: ids(the.builder.programme),
      phaseId: ids(the.builder.phase),
      workoutId: (() => {
        const id = ids(the.builder.workout);
        return { ok: fc.oneof(id.ok, fc.constantFrom('', MISSING)), bad: id.bad.filter((v) => v !== '' && v !== MISSING) };
      })(),
      title: textField({ min: 1, max: 60 }),
      day1: dayBox({ ticked: true }),
      ...Object.fromEntries([2, 3, 4, 5, 6, 7].map((day) => [`day${day}`, dayBox()])),
    }),
    modes: ['object', 'form'],
    runs: 300,
    ...builderBase,
    accepted: (o) => isOk(o) || cleanRefusal(BUILDER.saveFailed)(o),
    scratch: PROGRAMME_TABLES,
  },
  addExerciseAction: {
    action: builder.addExerciseAction,
    spec: () => ({
      programmeId: ids(the.builder.programme),
      workoutId: ids(the.builder.workout),
      exerciseId: choiceField(['glute-bridge', 'knee-plank', 'jumping-jacks']),
    }),
    modes: ['object', 'form'],
    runs: 200,
    ...builderBase,
    accepted: (o) => isOk(o) || refusedWith(BUILDER.gone, BUILDER.tooManyExercises)(o),
    scratch: PROGRAMME_TABLES,
  },
  // Reps (a range either way round) or a time.
  savePrescriptionAction: {
    action: builder.savePrescriptionAction,
    spec: () => {
      const common = {
        programmeId: ids(the.builder.programme),
        slotId: ids(the.builder.slot),
        sets: numberField({ min: 1, max: 10, int: true }),
        restSeconds: numberField({ min: 0, max: 600, int: true }),
        rpe: numberField({ min: 1, max: 10, int: true, optional: true }),
        note: textField({ min: 0, max: 200 }),
        superset: choiceField(['on'], { optional: true }),
        progression: choiceField(['on'], { optional: true }),
      };
      return [
        {
          ...common,
          measure: literalField('reps'),
          repsMin: numberField({ min: 1, max: 100, int: true }),
          repsMax: numberField({ min: 1, max: 100, int: true }),
          kg: numberField({ min: 0.25, max: 300, step: 0.25, optional: true }),
        },
        { ...common, measure: literalField('seconds'), seconds: numberField({ min: 5, max: 3600, int: true }) },
      ];
    },
    modes: ['object', 'form'],
    runs: 300,
    ...builderBase,
    accepted: (o) => isOk(o) || refusedWith(BUILDER.gone)(o),
  },
  moveExerciseAction: {
    action: builder.moveExerciseAction,
    spec: () => ({
      programmeId: ids(the.builder.programme),
      slotId: ids(the.builder.slot),
      direction: choiceField(['up', 'down']),
    }),
    modes: ['object', 'form'],
    runs: 300,
    ...builderBase,
    accepted: (o) => isOk(o) || refusedWith(BUILDER.gone)(o),
  },
  // Others' and random ids only: the fixture's parts stay.
  removePartAction: {
    action: builder.removePartAction,
    spec: () => ({
      programmeId: ids(the.builder.programme),
      part: choiceField(['phase', 'workout', 'exercise']),
      id: ids(),
    }),
    modes: ['object', 'form'],
    ...builderBase,
    accepted: refusedWith(BUILDER.gone),
  },
  assignToClientsAction: {
    action: builder.assignToClientsAction,
    spec: () => ({
      programmeId: ids(the.builder.programme, the.template),
      'client.0': ids(the.client.id),
      startsOn: (() => {
        const day = isoDateField();
        // Empty or missing: each client's own day 1.
        return {
          ok: fc.oneof(day.ok, fc.constantFrom('', MISSING)),
          bad: day.bad.filter((v) => v !== null && v !== '' && v !== MISSING),
        };
      })(),
    }),
    modes: ['object', 'form'],
    runs: 200,
    ...builderBase,
    accepted: (o) => isOk(o) || refusedWith(BUILDER.notAssignable)(o),
    scratch: PROGRAMME_TABLES,
    cleanup: () => firstProgrammeBack(),
  },
  // The coach's comment on the client's session, kept on it and posted into the client's chat
  // (opened for it the first time); any other session is refused.
  commentWorkoutSessionAction: {
    action: workouts.commentWorkoutSessionAction,
    spec: () => ({ sessionId: ids(the.session), comment: textField({ min: 1, max: WORKOUT_COMMENT_MAX }) }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: WORKOUT_COMMENT_MESSAGES.signedOut,
    forbidden: WORKOUT_COMMENT_MESSAGES.notStaff,
    as: () => the.coach,
    accepted: (o) => isOk(o) || refusedWith(WORKOUT_COMMENT_MESSAGES.notYourClient)(o),
    scratch: ['public.support_messages', 'public.support_chats'],
    cleanup: async () => {
      const { db } = await getDatabase();
      await db
        .update(workoutSessions)
        .set({ coachComment: null, commentedByName: null, commentedAt: null })
        .where(eq(workoutSessions.id, the.session));
    },
  },
  // The inbox, as a customer: refused before any chat is touched (a coach would write into the other customer's chat).
  sendCoachReplyAction: {
    action: inbox.sendCoachReplyAction,
    spec: () => ({ chatId: uuidField(world.otherIds), message: textField({ min: 1, max: SUPPORT_MESSAGE_MAX }) }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(SUPPORT_MESSAGES.notCoach),
  },
  markChatReadAction: {
    action: inbox.markChatReadAction,
    spec: () => ({ chatId: uuidField(world.otherIds) }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(SUPPORT_MESSAGES.notCoach),
  },
  closeChatAction: {
    action: inbox.closeChatAction,
    spec: () => ({ chatId: uuidField(world.otherIds) }),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: refusedWith(SUPPORT_MESSAGES.notCoach),
  },
  // The weekly video call: the spare coach's times (the coach's stay, for the bookings); the
  // 6-month client books, moves and cancels; the coach marks.
  saveCallTimesAction: {
    action: calls.saveCallTimesAction,
    spec: () => ({ windows: windowsField() }),
    modes: ['object'],
    runs: 300,
    signedOut: CALL.signedOut,
    forbidden: CALL.forbidden,
    as: () => the.spareCoach,
    accepted: isOk,
    scratch: ['public.coach_call_windows'],
  },
  bookCallAction: {
    action: calls.bookCallAction,
    spec: () => ({ startsAt: slotField() }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: CALL.signedOut,
    as: () => the.client,
    accepted: (o) => bookingAnswer(o) || refusedWith(CALL.notIncluded)(o),
    scratch: ['public.due_reminders', 'public.video_calls'],
  },
  rescheduleCallAction: {
    action: calls.rescheduleCallAction,
    spec: () => ({ callId: ids(), startsAt: slotField() }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: CALL.signedOut,
    as: () => the.client,
    accepted: bookingAnswer,
  },
  cancelCallAction: {
    action: calls.cancelCallAction,
    spec: () => ({ callId: ids() }),
    modes: ['object', 'form'],
    signedOut: CALL.signedOut,
    as: () => the.client,
    accepted: refusedWith(CALL.gone),
  },
  markCallOutcomeAction: {
    action: calls.markCallOutcomeAction,
    spec: () => ({
      callId: ids(),
      outcome: choiceField(['held', 'missed']),
      note: textField({ min: 0, max: CALL_NOTE_MAX, optional: true }),
    }),
    modes: ['object', 'form'],
    signedOut: CALL.signedOut,
    forbidden: CALL.forbidden,
    as: () => the.coach,
    accepted: refusedWith(CALL.gone, CALL.notYours, CALL.notStarted),
  },
};
