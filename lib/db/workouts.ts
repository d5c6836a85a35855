import 'server-only';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { exerciseOf } from '@/lib/domain/exercises';
import { addDays, daysBetween } from '@/lib/domain/india-time';
import { accepted, type Outcome, type Refusal, refused } from '@/lib/domain/outcome';
import { exerciseIdsIn, PROGRAMME_WEEK } from '@/lib/domain/programmes';
import { nextTarget, type LoggedSet } from '@/lib/domain/progression';
import { currentWeight } from '@/lib/domain/progress';
import {
  ASSUMED_WEIGHT_KG,
  doneEstimate,
  firstWorkoutPreview,
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
import type { WorkoutCommentInput } from '@/lib/domain/workout-comment-schema';
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
  type Row = {
    exercise_id: string;
    reps: number | null;
    seconds: number | null;
    kg: string | null;
    target_reps_min: number | null;
    target_reps_max: number | null;
    target_seconds: number | null;
    target_kg: string | null;
  };
  // The customer's sets of these exercises before today are read once, then each exercise's
  // latest day kept: a sub-select of the latest day for each set grew with the square of a
  // long history (73 ms for a customer who logged every set since day 1, 3.4 ms this way).
  const rows = rowsOf<Row>(
    await tx.execute(sql`
      with done as (
        select x.exercise_id, s.day, x.set_number, x.reps, x.seconds, x.kg,
          x.target_reps_min, x.target_reps_max, x.target_seconds, x.target_kg
        from public.workout_sets x
        join public.workout_sessions s on s.id = x.session_id
        where x.user_id = ${userId} and not x.skipped and s.day < ${today}
          and x.exercise_id in (${sql.join(
            exerciseIds.map((id) => sql`${id}`),
            sql`, `,
          )})
      ), latest as (
        select exercise_id, max(day) as day from done group by exercise_id
      )
      select done.* from done join latest using (exercise_id, day)
      order by done.set_number`),
  );
  const kilos = (value: string | null) => (value === null ? null : Number(value));
  const last: Record<string, LoggedSet[]> = {};
  for (const row of rows)
    (last[row.exercise_id] ??= []).push({
      reps: row.reps,
      seconds: row.seconds,
      kg: kilos(row.kg),
      target: {
        repsMin: row.target_reps_min,
        repsMax: row.target_reps_max,
        seconds: row.target_seconds,
        kg: kilos(row.target_kg),
      },
    });
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
 * The weight a workout's kcal is worked out with: the dashboard's Current Weight (currentWeight():
 * the latest logged, else the profile's, else the latest BMI check's), so Today and Plan say the
 * same kcal.
 */
async function currentWeightIn(tx: Tx, userId: string): Promise<number | null> {
  const [row] = rowsOf<{ logged: string | null; profile: string | null; bmi: string | null }>(
    await tx.execute(sql`
      select
        (select c.weight from public.daily_checkins c
          where c.user_id = ${userId} and c.weight is not null order by c.day desc limit 1) as logged,
        (select p.weight from public.customer_profiles p where p.user_id = ${userId}) as profile,
        (select b.weight from public.bmi_assessments b where b.user_id = ${userId} order by b.created_at desc limit 1) as bmi`),
  );
  const number = (value: string | null | undefined) => (value == null ? null : Number(value));
  return currentWeight({ latestLogged: number(row?.logged), profileWeight: number(row?.profile), bmiWeight: number(row?.bmi) });
}

/** The programme and its day 1 (its own, else the customer's), when `today` is on or after it. */
async function programmeOnIn(tx: Tx, userId: string, today: string, programmeStart: string | null) {
  const current = await currentProgrammeIn(tx, userId);
  if (!current) return { kind: 'none' } as const;
  const startsOn = current.programme.startsOn ?? programmeStart;
  if (!startsOn) return { kind: 'none' } as const;
  if (startsOn > today) return { kind: 'upcoming', ...current, startsOn } as const;
  return { kind: 'started', ...current, startsOn } as const;
}

/** A programme that begins after today: when, and its first workout, for 'Plan' to show ahead. */
export interface UpcomingWorkout {
  name: string;
  startsOn: string;
  first: { day: number; title: string; lines: string[] } | null;
}

export async function upcomingWorkoutIn(
  tx: Tx,
  userId: string,
  today: string,
  programmeStart: string | null,
): Promise<UpcomingWorkout | null> {
  const current = await programmeOnIn(tx, userId, today, programmeStart);
  if (current.kind !== 'upcoming') return null;
  return { name: current.programme.name, startsOn: current.startsOn, first: firstWorkoutPreview(current.tree) };
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
  if (current.kind === 'none') return current;
  if (current.kind === 'upcoming') return { kind: 'upcoming', startsOn: current.startsOn };
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
  id: string;
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
    id: session.id,
    day: session.day,
    title: session.title,
    state: sessionStateOf(session),
    note: session.note,
    exercises: sessionExercises(sets.filter((set) => set.sessionId === session.id)),
  }));
}

/**
 * A coach's comment on a client's session: kept on it under the coach's name and posted into the
 * client's chat as the coach, in one transaction (comment_workout_session()). The client whose
 * page shows the session, or refused when it is gone or not of a client this coach coaches.
 */
export async function commentWorkoutSession(
  user: SessionUser,
  { sessionId, comment }: WorkoutCommentInput,
): Promise<Outcome<{ customerId: string }, Refusal<'notYourClient'>>> {
  return withUser(user, async (tx) => {
    const [row] = rowsOf<{ done: boolean }>(
      await tx.execute(sql`select public.comment_workout_session(${sessionId}::uuid, ${comment}) as done`),
    );
    if (row?.done !== true) return refused('notYourClient');
    const [session] = await tx
      .select({ customerId: workoutSessions.userId })
      .from(workoutSessions)
      .where(eq(workoutSessions.id, sessionId));
    if (!session) throw new Error('the commented session is not readable');
    return accepted(session);
  });
}
