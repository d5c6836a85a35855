import 'server-only';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { exerciseOf } from '@/lib/domain/exercises';
import { addDays, daysBetween } from '@/lib/domain/india-time';
import { accepted, type Outcome, refused } from '@/lib/domain/outcome';
import { exerciseIdsIn, PROGRAMME_WEEK } from '@/lib/domain/programmes';
import { nextTarget, type LoggedSet } from '@/lib/domain/progression';
import {
  ASSUMED_WEIGHT_KG,
  doneEstimate,
  sessionExercises,
  type SessionState,
  swapsFor,
  type SetLog,
  workoutDay,
  type WorkoutDay,
  workoutSummary,
  type WorkoutSummary,
} from '@/lib/domain/workout-day';
import type { FinishWorkoutInput, LogSetInput, WorkoutRefusal } from '@/lib/domain/workout-log';
import { firstTime } from './checkins';
import { rowsOf, type Tx } from './connection';
import { programmeStartOf } from './plans';
import { currentProgrammeIn, limitationsIn } from './programmes';
import { dailyCheckins, programmeExercises, programmes, programmeWorkouts, workoutSessions, workoutSets } from './schema';
import { type SessionUser, withUser } from './with-user';

const sessionStateOf = (session: typeof workoutSessions.$inferSelect): SessionState => ({
  finished: session.finishedAt !== null,
  feeling: session.feeling,
  minutes: session.minutes,
  kcal: session.kcal,
  coachComment: session.coachComment,
  commentedByName: session.commentedByName,
});

/** A customer's sets of these exercises the last day each was done before `today`, with their targets. */
async function lastSetsIn(tx: Tx, userId: string, exerciseIds: readonly string[], today: string) {
  if (exerciseIds.length === 0) return {};
  const rows = await tx
    .select({
      exerciseId: workoutSets.exerciseId,
      day: workoutSessions.day,
      reps: workoutSets.reps,
      seconds: workoutSets.seconds,
      kg: workoutSets.kg,
      target: {
        repsMin: workoutSets.targetRepsMin,
        repsMax: workoutSets.targetRepsMax,
        seconds: workoutSets.targetSeconds,
        kg: workoutSets.targetKg,
      },
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutSets.sessionId))
    .where(
      and(
        eq(workoutSets.userId, userId),
        inArray(workoutSets.exerciseId, [...exerciseIds]),
        eq(workoutSets.skipped, false),
        lt(workoutSessions.day, today),
        // The latest day each exercise was done.
        sql`${workoutSessions.day} = (
          select max(s.day) from public.workout_sets x join public.workout_sessions s on s.id = x.session_id
          where x.user_id = ${userId} and x.exercise_id = ${workoutSets.exerciseId} and not x.skipped and s.day < ${today})`,
      ),
    )
    .orderBy(asc(workoutSets.setNumber));
  const last: Record<string, LoggedSet[]> = {};
  for (const { exerciseId, reps, seconds, kg, target } of rows) (last[exerciseId] ??= []).push({ reps, seconds, kg, target });
  return last;
}

/** Today's sets, by the prescribed exercise's row. */
async function setsOfDayIn(tx: Tx, userId: string, day: string) {
  const rows = await tx
    .select({
      slotId: workoutSets.programmeExerciseId,
      setNumber: workoutSets.setNumber,
      exerciseId: workoutSets.exerciseId,
      reps: workoutSets.reps,
      seconds: workoutSets.seconds,
      kg: workoutSets.kg,
      skipped: workoutSets.skipped,
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutSets.sessionId))
    .where(and(eq(workoutSets.userId, userId), eq(workoutSessions.day, day)));
  const byslot: Record<string, SetLog[]> = {};
  for (const { slotId, ...set } of rows) if (slotId) (byslot[slotId] ??= []).push(set);
  return byslot;
}

/**
 * The days of the week from `from` a workout was done: marked done (or finished, which marks it),
 * or, before today, with sets logged though never finished.
 */
async function daysDoneIn(tx: Tx, userId: string, from: string, today: string): Promise<string[]> {
  const until = addDays(from, PROGRAMME_WEEK - 1);
  const rows = rowsOf<{ day: string }>(
    await tx.execute(sql`
      select c.day::text as day from public.daily_checkins c
      where c.user_id = ${userId} and c.workout_done and c.day between ${from}::date and ${until}::date
      union
      select s.day::text from public.workout_sessions s
      where s.user_id = ${userId} and s.day between ${from}::date and ${until}::date and s.day < ${today}::date
        and exists (select 1 from public.workout_sets x where x.session_id = s.id and not x.skipped)`),
  );
  return rows.map((row) => row.day);
}

/**
 * The weight a workout's kcal is worked out with: the dashboard's Current Weight (the latest logged,
 * else the profile's, else the latest BMI check's), so Today and Plan say the same kcal.
 */
async function currentWeightIn(tx: Tx, userId: string): Promise<number | null> {
  const [row] = rowsOf<{ weight: string | null }>(
    await tx.execute(sql`
      select coalesce(
        (select c.weight from public.daily_checkins c
          where c.user_id = ${userId} and c.weight is not null order by c.day desc limit 1),
        (select p.weight from public.customer_profiles p where p.user_id = ${userId}),
        (select b.weight from public.bmi_assessments b where b.user_id = ${userId} order by b.created_at desc limit 1)
      ) as weight`),
  );
  return row?.weight == null ? null : Number(row.weight);
}

/** The programme and its day 1 (its own, else the customer's), when `today` is on or after it. */
async function programmeOnIn(tx: Tx, userId: string, today: string, programmeStart: string | null) {
  const current = await currentProgrammeIn(tx, userId);
  if (!current) return { kind: 'none' } as const;
  const startsOn = current.programme.startsOn ?? programmeStart;
  if (!startsOn) return { kind: 'none' } as const;
  if (startsOn > today) return { kind: 'upcoming', startsOn } as const;
  return { kind: 'started', ...current, startsOn } as const;
}

/**
 * A customer's workout on `today` from their current programme (null before they have one or
 * before its first day), as the customer or their coach reads it. `programmeStart`: the
 * customer's day 1 from their plans (lib/domain/plan-state), which the caller has read.
 */
export async function workoutDayIn(
  tx: Tx,
  userId: string,
  today: string,
  programmeStart: string | null,
): Promise<WorkoutDay | null> {
  const current = await programmeOnIn(tx, userId, today, programmeStart);
  if (current.kind !== 'started') return null;
  const { programme, tree, startsOn } = current;
  const weekStart = addDays(today, -(daysBetween(startsOn, today) % PROGRAMME_WEEK));
  const [session] = await tx
    .select()
    .from(workoutSessions)
    .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.day, today)));
  return workoutDay({
    programme: { name: programme.name, clearanceNeeded: programme.needsClearance && !programme.clearanceConfirmedAt },
    session: session ? sessionStateOf(session) : null,
    tree,
    startsOn,
    today,
    daysDone: await daysDoneIn(tx, userId, weekStart, today),
    todaysSets: await setsOfDayIn(tx, userId, today),
    lastSets: await lastSetsIn(tx, userId, exerciseIdsIn(tree), today),
    limitations: (await limitationsIn(tx, userId)).current,
    weightKg: await currentWeightIn(tx, userId),
  });
}

/**
 * Today's workout in a few lines, for the dashboard's Workout tab: what the summary shows and no
 * more (no swaps, week or session), with the day 1 and Current Weight the dashboard has read.
 */
export async function workoutSummaryIn(
  tx: Tx,
  userId: string,
  today: string,
  known: { programmeStart: string | null; weightKg: number | null },
): Promise<WorkoutSummary> {
  const current = await programmeOnIn(tx, userId, today, known.programmeStart);
  if (current.kind !== 'started') return current;
  const { programme, tree, startsOn } = current;
  return workoutSummary(
    workoutDay({
      programme: { name: programme.name, clearanceNeeded: false },
      session: null,
      tree,
      startsOn,
      today,
      daysDone: [],
      todaysSets: await setsOfDayIn(tx, userId, today),
      lastSets: await lastSetsIn(tx, userId, exerciseIdsIn(tree), today),
      limitations: [],
      weightKg: known.weightKg,
    }),
  );
}

export async function myWorkoutDay(user: SessionUser, today: string): Promise<WorkoutDay | null> {
  return withUser(user, async (tx) => workoutDayIn(tx, user.id, today, await programmeStartOf(tx, user.id, today)));
}

/** What the day's workout burns, for 'Mark workout done' (0 on a rest day or without a programme). */
export async function workoutKcalOf(user: SessionUser, day: string): Promise<number> {
  return (await myWorkoutDay(user, day))?.workout?.kcal ?? 0;
}

/** The prescribed exercise the set is logged in, from one of the customer's own programmes. */
async function slotIn(tx: Tx, userId: string, slotId: string) {
  const [slot] = await tx
    .select({ exercise: programmeExercises, workout: { id: programmeWorkouts.id, title: programmeWorkouts.title } })
    .from(programmeExercises)
    .innerJoin(programmeWorkouts, eq(programmeWorkouts.id, programmeExercises.workoutId))
    .innerJoin(programmes, eq(programmes.id, programmeExercises.programmeId))
    .where(and(eq(programmeExercises.id, slotId), eq(programmes.clientId, userId)));
  return slot;
}

/** The day's session, made with the first set logged in it. */
async function sessionIn(tx: Tx, userId: string, day: string, workout: { id: string; title: string; programmeId: string }) {
  await tx
    .insert(workoutSessions)
    .values({ userId, day, programmeId: workout.programmeId, workoutId: workout.id, title: workout.title })
    .onConflictDoNothing();
  const [session] = await tx
    .select({ id: workoutSessions.id })
    .from(workoutSessions)
    .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.day, day)));
  return session!.id;
}

/**
 * Logs one set (or its skip) of a prescribed exercise on the day in India it was done, against
 * the target the server works out; the same set logged again replaces it. Once per `clientId`.
 */
export async function logSet(user: SessionUser, input: LogSetInput, day: string): Promise<Outcome<object, WorkoutRefusal>> {
  return withUser(user, async (tx) => {
    const slot = await slotIn(tx, user.id, input.slotId);
    if (!slot) return refused('slotGone');
    const prescribed = exerciseOf(slot.exercise.exerciseId);
    const limitations = (await limitationsIn(tx, user.id)).current;
    const allowed = [prescribed, ...swapsFor(prescribed, limitations)];
    if (!allowed.some((exercise) => exercise.id === input.exerciseId)) return refused('notASwap');
    if (!(await firstTime(tx, user.id, 'workout-set', day, input.clientId))) return accepted({});
    const last = await lastSetsIn(tx, user.id, [prescribed.id], day);
    const { exercise } = slot;
    const target = nextTarget(
      {
        sets: exercise.sets,
        repsMin: exercise.repsMin,
        repsMax: exercise.repsMax,
        seconds: exercise.seconds,
        kg: exercise.kg,
        restSeconds: exercise.restSeconds,
        progression: exercise.progression,
      },
      prescribed.equipment,
      last[prescribed.id] ?? [],
    );
    const sessionId = await sessionIn(tx, user.id, day, { ...slot.workout, programmeId: exercise.programmeId });
    const skipped = input.skipped === 'yes';
    const done = {
      exerciseId: input.exerciseId,
      reps: skipped ? null : input.reps,
      seconds: skipped ? null : input.seconds,
      kg: skipped ? null : input.kg,
      skipped,
    };
    await tx
      .insert(workoutSets)
      .values({
        sessionId,
        userId: user.id,
        programmeExerciseId: slot.exercise.id,
        setNumber: input.setNumber,
        ...done,
        targetRepsMin: target.repsMin,
        targetRepsMax: target.repsMax,
        targetSeconds: target.seconds,
        targetKg: target.kg,
      })
      .onConflictDoUpdate({
        target: [workoutSets.sessionId, workoutSets.programmeExerciseId, workoutSets.setNumber],
        set: { ...done, loggedAt: sql`public.clock_now()` },
      });
    return accepted({});
  });
}

/**
 * Finishes the day's workout with how it felt: its minutes and kcal from the sets logged (body
 * weight × MET), and the day's check-in marked done with those kcal, as 'Mark workout done' does.
 */
export async function finishWorkout(
  user: SessionUser,
  input: FinishWorkoutInput,
  day: string,
): Promise<Outcome<{ minutes: number; kcal: number }, WorkoutRefusal>> {
  return withUser(user, async (tx) => {
    const [session] = await tx
      .select()
      .from(workoutSessions)
      .where(and(eq(workoutSessions.userId, user.id), eq(workoutSessions.day, day)));
    if (!session) return refused('nothingLogged');
    if (!(await firstTime(tx, user.id, 'workout-finish', day, input.clientId)))
      return accepted({ minutes: session.minutes ?? 0, kcal: session.kcal ?? 0 });
    const sets = await tx
      .select({
        slotId: workoutSets.programmeExerciseId,
        exerciseId: workoutSets.exerciseId,
        reps: workoutSets.reps,
        seconds: workoutSets.seconds,
        restSeconds: sql<number>`coalesce(${programmeExercises.restSeconds}, 60)`,
      })
      .from(workoutSets)
      .leftJoin(programmeExercises, eq(programmeExercises.id, workoutSets.programmeExerciseId))
      .where(and(eq(workoutSets.sessionId, session.id), eq(workoutSets.skipped, false)));
    if (sets.length === 0) return refused('nothingLogged');
    const { minutes, kcal } = doneEstimate(sets, (await currentWeightIn(tx, user.id)) ?? ASSUMED_WEIGHT_KG);
    await tx
      .update(workoutSessions)
      .set({ finishedAt: sql`public.clock_now()`, feeling: input.feeling, note: input.note, minutes, kcal })
      .where(eq(workoutSessions.id, session.id));
    await tx
      .insert(dailyCheckins)
      .values({ userId: user.id, day, workoutDone: true, workoutCalories: kcal })
      .onConflictDoUpdate({
        target: [dailyCheckins.userId, dailyCheckins.day],
        set: { workoutDone: true, workoutCalories: kcal, updatedAt: sql`public.clock_now()` },
      });
    return accepted({ minutes, kcal });
  });
}

/** A session as the coach reads it on the client's page: each exercise's sets against the target. */
export interface SessionRecord {
  day: string;
  title: string;
  state: SessionState;
  note: string | null;
  exercises: { name: string; sets: string[]; target: string | null }[];
}

/** The client's sessions since `since`, latest first, as their coach (or they) may read them. */
export async function sessionsIn(tx: Tx, customerId: string, since: string): Promise<SessionRecord[]> {
  const sessions = await tx
    .select()
    .from(workoutSessions)
    .where(and(eq(workoutSessions.userId, customerId), gte(workoutSessions.day, since)))
    .orderBy(desc(workoutSessions.day));
  if (sessions.length === 0) return [];
  const sets = await tx
    .select()
    .from(workoutSets)
    .where(
      inArray(
        workoutSets.sessionId,
        sessions.map((session) => session.id),
      ),
    )
    .orderBy(asc(workoutSets.loggedAt), asc(workoutSets.setNumber));
  return sessions.map((session) => ({
    day: session.day,
    title: session.title,
    state: sessionStateOf(session),
    note: session.note,
    exercises: sessionExercises(sets.filter((set) => set.sessionId === session.id)),
  }));
}
