import 'server-only';
import { compositionChecksIn } from './body-composition';
import { photoConsentIn, photoFilesOf, photosIn } from './progress-photos';
import { photoStore } from '@/lib/photos/storage';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  authUsers,
  batchAttendance,
  batchBookings,
  bmiAssessments,
  clientLimitations,
  customerProfiles,
  dailyCheckins,
  bodyMeasurements,
  foodLogs,
  foods,
  orders,
  planPeriods,
  dietCharts,
  programmes,
  refundRequests,
  supportChats,
  supportMessages,
  dueReminders,
  pushSubscriptions,
  languageChoices,
  reminderSettings,
  workoutSessions,
  workoutSets,
  videoCalls,
} from './schema';
import { clockNow } from '@/lib/clock';
import { orderForExport } from '@/lib/domain/my-data';
import { getDatabase } from './database';
import { dietChartTreeIn } from './diet-charts';
import { programmeTreeIn } from './programmes';
import { type SessionUser, withUser } from './with-user';

/**
 * Every row the app holds about this person, read under their own rights (so nothing of anyone
 * else's can slip in): the account, the profile, BMI checks, check-ins, the food log and
 * the customer's own foods, orders (amounts in rupees), plans, refund requests, studio bookings
 * and attendance, workout programmes, sessions, sets and limitations, diet charts, and chats.
 */
export async function exportMyData(user: SessionUser) {
  const { db } = await getDatabase();
  // The account row lives in the auth schema, which customers cannot read through the API.
  const [account] = await db
    .select({ id: authUsers.id, phone: authUsers.phone, isAnonymous: authUsers.isAnonymous, createdAt: authUsers.createdAt })
    .from(authUsers)
    .where(eq(authUsers.id, user.id));
  return withUser(user, async (tx) => {
    const chats = await tx
      .select()
      .from(supportChats)
      .where(eq(supportChats.userId, user.id))
      .orderBy(asc(supportChats.createdAt));
    return {
      exportedAt: clockNow().toISOString(),
      account,
      profile: (await tx.select().from(customerProfiles).where(eq(customerProfiles.userId, user.id)))[0] ?? null,
      bmiAssessments: await tx
        .select()
        .from(bmiAssessments)
        .where(eq(bmiAssessments.userId, user.id))
        .orderBy(asc(bmiAssessments.createdAt)),
      checkins: await tx.select().from(dailyCheckins).where(eq(dailyCheckins.userId, user.id)).orderBy(asc(dailyCheckins.day)),
      foodLog: await tx
        .select()
        .from(foodLogs)
        .where(eq(foodLogs.userId, user.id))
        .orderBy(asc(foodLogs.day), asc(foodLogs.createdAt)),
      measurements: await tx
        .select()
        .from(bodyMeasurements)
        .where(eq(bodyMeasurements.userId, user.id))
        .orderBy(asc(bodyMeasurements.day)),
      bodyCompositionChecks: await compositionChecksIn(tx, user.id),
      // Their weekly calls with the coach, cancelled ones too; the room's name is theirs to know.
      videoCalls: await tx
        .select({
          startsAt: videoCalls.startsAt,
          room: videoCalls.room,
          cancelledAt: videoCalls.cancelledAt,
          outcome: videoCalls.outcome,
          note: videoCalls.note,
          bookedAt: videoCalls.createdAt,
        })
        .from(videoCalls)
        .where(eq(videoCalls.customerId, user.id))
        .orderBy(asc(videoCalls.startsAt)),
      // The images themselves are in the download's zip, each under photoFileName().
      photoConsent: await photoConsentIn(tx, user.id),
      progressPhotos: await photosIn(tx, user.id),
      myFoods: await tx.select().from(foods).where(eq(foods.ownerId, user.id)).orderBy(asc(foods.createdAt)),
      orders: (await tx.select().from(orders).where(eq(orders.userId, user.id)).orderBy(asc(orders.createdAt))).map(
        orderForExport,
      ),
      plans: await tx
        .select({
          orderId: planPeriods.orderId,
          startsOn: planPeriods.startsOn,
          endsOn: planPeriods.endsOn,
          pausedFrom: planPeriods.pausedFrom,
          pauseDays: planPeriods.pauseDays,
          endedOn: planPeriods.endedOn,
        })
        .from(planPeriods)
        .where(eq(planPeriods.userId, user.id))
        .orderBy(asc(planPeriods.startsOn)),
      refundRequests: await tx
        .select({
          orderId: refundRequests.orderId,
          reason: refundRequests.reason,
          status: refundRequests.status,
          requestedAt: refundRequests.requestedAt,
          decidedAt: refundRequests.decidedAt,
          note: refundRequests.note,
        })
        .from(refundRequests)
        .where(eq(refundRequests.userId, user.id)),
      batchBookings: await tx
        .select({
          batchId: batchBookings.batchId,
          status: batchBookings.status,
          changes: batchBookings.changes,
          createdAt: batchBookings.createdAt,
          promotedAt: batchBookings.promotedAt,
          cancelledAt: batchBookings.cancelledAt,
        })
        .from(batchBookings)
        .where(eq(batchBookings.userId, user.id))
        .orderBy(asc(batchBookings.createdAt)),
      attendance: await tx
        .select({ batchId: batchAttendance.batchId, day: batchAttendance.day, method: batchAttendance.method })
        .from(batchAttendance)
        .where(eq(batchAttendance.userId, user.id))
        .orderBy(asc(batchAttendance.day)),
      workoutProgrammes: await Promise.all(
        (
          await tx
            .select({
              id: programmes.id,
              name: programmes.name,
              startsOn: programmes.startsOn,
              clearanceConfirmedAt: programmes.clearanceConfirmedAt,
              createdAt: programmes.createdAt,
              replacedAt: programmes.replacedAt,
            })
            .from(programmes)
            .where(eq(programmes.clientId, user.id))
            .orderBy(asc(programmes.createdAt))
        ).map(async (programme) => ({ ...programme, ...(await programmeTreeIn(tx, programme.id)) })),
      ),
      dietCharts: await Promise.all(
        (
          await tx
            .select({
              id: dietCharts.id,
              name: dietCharts.name,
              diet: dietCharts.diet,
              kcal: dietCharts.kcal,
              createdAt: dietCharts.createdAt,
              reviewedAt: dietCharts.reviewedAt,
              replacedAt: dietCharts.replacedAt,
            })
            .from(dietCharts)
            .where(eq(dietCharts.clientId, user.id))
            .orderBy(asc(dietCharts.createdAt))
        ).map(async (chart) => ({ ...chart, ...(await dietChartTreeIn(tx, chart.id)) })),
      ),
      workoutSessions: await tx
        .select()
        .from(workoutSessions)
        .where(eq(workoutSessions.userId, user.id))
        .orderBy(asc(workoutSessions.day)),
      workoutSets: await tx.select().from(workoutSets).where(eq(workoutSets.userId, user.id)).orderBy(asc(workoutSets.loggedAt)),
      limitations: await tx
        .select({ flag: clientLimitations.flag, applies: clientLimitations.applies, setAt: clientLimitations.setAt })
        .from(clientLimitations)
        .where(eq(clientLimitations.customerId, user.id)),
      language:
        (
          await tx.select({ language: languageChoices.language }).from(languageChoices).where(eq(languageChoices.userId, user.id))
        )[0]?.language ?? null,
      reminders: (await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id)))[0] ?? null,
      // A device's keys are the browser's, not about the person: its push address and when it was added are.
      reminderDevices: await tx
        .select({
          device: pushSubscriptions.device,
          endpoint: pushSubscriptions.endpoint,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, user.id)),
      remindersSent: await tx
        .select({ kind: dueReminders.kind, dueAt: dueReminders.dueAt, outcome: dueReminders.outcome })
        .from(dueReminders)
        .where(eq(dueReminders.userId, user.id))
        .orderBy(asc(dueReminders.dueAt)),
      supportChats: chats,
      supportMessages: chats.length
        ? await tx
            .select()
            .from(supportMessages)
            .where(
              inArray(
                supportMessages.chatId,
                chats.map((chat) => chat.id),
              ),
            )
            .orderBy(asc(supportMessages.createdAt))
        : [],
    };
  });
}

export type MyData = Awaited<ReturnType<typeof exportMyData>>;

/** Deletes the person, all their rows and their photos' files; paid orders stay as tax records, detached (delete_my_account()). */
export async function deleteMyAccount(user: SessionUser): Promise<void> {
  const photoFiles = await withUser(user, async (tx) => {
    const files = await photoFilesOf(tx, user.id);
    await tx.execute(sql`select public.delete_my_account()`);
    return files;
  });
  // After the rows: should this fail, no row points at the files left, which name only an id.
  await photoStore().remove(photoFiles);
}
