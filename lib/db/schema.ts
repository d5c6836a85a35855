import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  type AnyPgColumn,
  interval,
  jsonb,
  numeric,
  pgSchema,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { EQUIPMENT, EXERCISE_KINDS, SAFETY_FLAGS } from '@/lib/domain/exercises/types';
import { TEMPLATE_KEYS } from '@/lib/domain/programme-choice';
import { DIET_PREFERENCES, WORKOUT_EXPERIENCE } from '@/lib/domain/profile-schema';
import { MEALS } from '@/lib/domain/progress';
import { PHOTO_CONSENT } from '@/lib/domain/progress-photos';
import { REMINDER_KINDS } from '@/lib/domain/reminders';
import { CALL_OUTCOMES } from '@/lib/domain/video-calls';
import { LOCALES } from '@/lib/i18n/locales';

// Typed mirror of supabase/migrations (the source of truth); tests/integration/schema.test.ts
// fails when the two drift.

const auth = pgSchema('auth');

/** The server's time, as the database reads it (supabase/migrations/20261201000000_server_clock.sql). */
const CLOCK_NOW = sql`public.clock_now()`;

/** How far the server's clock runs ahead of the real time: no row, none (lib/clock.ts). */
export const serverClock = pgTable('server_clock', {
  onlyRow: boolean('only_row').primaryKey().default(true),
  ahead: interval('ahead').notNull(),
});

export const authUsers = auth.table('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').unique(),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  /** Set when a code sent to the phone was entered; staff must have one. */
  phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW);
const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => authUsers.id);

/** A person by another name than user_id, gone with their account. */
const userOf = (column: string) =>
  uuid(column)
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' });

export const customerProfiles = pgTable('customer_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userRef().unique(),
  name: text('name').notNull(),
  age: integer('age').notNull(),
  gender: text('gender', { enum: ['male', 'female', 'other'] }).notNull(),
  height: numeric('height', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  email: text('email').notNull(),
  whatsapp: text('whatsapp').notNull(),
  address: text('address').notNull(),
  bloodGroup: text('blood_group', { enum: ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] }),
  workoutExperience: text('workout_experience', { enum: WORKOUT_EXPERIENCE }).notNull(),
  injuryHistory: text('injury_history'),
  medicalIssues: text('medical_issues'),
  dietPreference: text('diet_preference', { enum: DIET_PREFERENCES }).notNull(),
  primaryGoal: text('primary_goal').notNull(),
  referralSource: text('referral_source'),
  termsAccepted: boolean('terms_accepted').notNull(),
  dataConsent: boolean('data_consent').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null once the customer deletes their account: the order is kept as a tax record.
    userId: uuid('user_id').references(() => authUsers.id),
    /** 'WF' and a sequence number (public.next_order_number()). */
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`public.next_order_number()`),
    packageId: text('package_id').notNull(),
    productName: text('product_name').notNull(),
    /** Paise, like every amount here: the taxable value. */
    subtotal: integer('subtotal').notNull(),
    gst: integer('gst').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method', { enum: ['card', 'upi'] }),
    /** The checkout this order pays (checkouts.id): one live order per checkout. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    // The tax invoice as it was issued (migration 0600).
    placeOfSupply: text('place_of_supply'),
    taxRate: numeric('tax_rate', { precision: 4, scale: 2, mode: 'number' }).notNull().default(18),
    cgst: integer('cgst').notNull().default(0),
    sgst: integer('sgst').notNull().default(0),
    igst: integer('igst').notNull().default(0),
    sac: text('sac'),
    supplierName: text('supplier_name'),
    supplierAddress: text('supplier_address'),
    supplierState: text('supplier_state'),
    supplierGstin: text('supplier_gstin'),
    customerName: text('customer_name'),
    invoiceNumber: text('invoice_number').unique(),
    // The refund and its GST credit note (migration 0800).
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReference: text('refund_reference'),
    creditNoteNumber: text('credit_note_number').unique(),
    /** Razorpay's order for this one, which Checkout pays (migration 20261215000000); null for the simulated gateway's. */
    gatewayOrderId: text('gateway_order_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_one_live_order_per_checkout')
      .on(t.userId, t.idempotencyKey)
      .where(sql`status <> 'failed'`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const checkouts = pgTable(
  'checkouts',
  {
    userId: userRef(),
    packageId: text('package_id').notNull(),
    /** Changes when a purchase is over, so the next one is a new checkout. */
    id: uuid('id').notNull().unique().defaultRandom(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [primaryKey({ columns: [t.userId, t.packageId] })],
);

export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/** Credit-note serials per financial year, like invoice_series. */
export const creditNoteSeries = pgTable('credit_note_series', {
  financialYear: text('financial_year').primaryKey(),
  lastSerial: integer('last_serial').notNull(),
});

/** Razorpay's webhook events handled, by X-Razorpay-Event-Id: each once. Server only. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
});

/** A customer's request for the 45-day money-back guarantee, one per plan, and the admin's decision. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'declined', 'refunded'] })
      .notNull()
      .default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The admin's word to the customer. */
    note: text('note'),
  },
  (t) => [
    index('refund_requests_open_idx')
      .on(t.requestedAt)
      .where(sql`status in ('requested', 'approved')`),
    index('refund_requests_user_idx').on(t.userId),
  ],
);

/** Invitations by phone: the person who signs in with one, confirmed, is approved with its role. */
export const staffInvitations = pgTable('staff_invitations', {
  /** Digits, country code first ('919876543210'), as Supabase Auth stores a phone. */
  phone: text('phone').primaryKey(),
  /** Null for a number COACH_PHONES invited, until the admin names the coach. */
  name: text('name'),
  role: text('role', { enum: ['coach', 'admin'] })
    .notNull()
    .default('coach'),
  /** 'COACH_PHONES' or 'ADMIN_PHONES' for the environment's lists, else the inviting admin's id. */
  invitedBy: text('invited_by').notNull().default('COACH_PHONES'),
  createdAt: createdAt(),
});

/** Approved staff, by user id. */
export const staff = pgTable('staff', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['coach', 'admin'] }).notNull(),
  /** The name customers see; null until the admin or the coach gives one (staff screens show the phone). */
  name: text('name'),
  /** One line customers read beside the name. */
  bio: text('bio').notNull().default(''),
  approvedBy: text('approved_by').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  active: boolean('active').notNull().default(true),
});

/** Each customer's coach. */
/** What each paid order grants: its plan's period (lib/domain/plans.ts works them out). */
export const planPeriods = pgTable(
  'plan_periods',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The last day covered. */
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    pausedFrom: date('paused_from', { mode: 'string' }),
    pauseDays: smallint('pause_days').notNull().default(0),
    /** The day a refund ended it. */
    endedOn: date('ended_on', { mode: 'string' }),
    /** An in-person plan's period (its order's package): plan_period_studio() writes it. */
    studio: boolean('studio').notNull().default(false),
  },
  (t) => [
    index('plan_periods_user_idx').on(t.userId, t.startsOn),
    index('plan_periods_studio_idx')
      .on(t.userId)
      .where(sql`${t.studio} and ${t.endedOn} is null`),
  ],
);

export const clientCoaches = pgTable(
  'client_coaches',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    coachId: uuid('coach_id')
      .notNull()
      .references(() => staff.userId, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [index('client_coaches_coach_idx').on(t.coachId)],
);

/** A coach's private notes on a client: no policy lets the customer read them. */
export const coachNotes = pgTable(
  'coach_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coach_notes_customer_created_idx').on(t.customerId, t.createdAt)],
);

/** Targets a coach set; the latest row is in force, the rest are the history. Null: the programme's own. */
export const clientTargets = pgTable(
  'client_targets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    targetWeight: numeric('target_weight', { precision: 5, scale: 1, mode: 'number' }),
    waterGlasses: integer('water_glasses'),
    calories: integer('calories'),
    steps: integer('steps'),
    workoutPlan: text('workout_plan', { enum: ['beginner', 'intermediate', 'advanced'] }),
    setBy: uuid('set_by').references(() => authUsers.id, { onDelete: 'set null' }),
    setByName: text('set_by_name').notNull().default(''),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [index('client_targets_customer_set_idx').on(t.customerId, t.setAt, t.id)],
);

/** The customer's answers on days 7, 14, … 42, and the coach's comment. */
export const weeklyCheckins = pgTable(
  'weekly_checkins',
  {
    userId: uuid('user_id')
      .notNull()
      .default(sql`auth.uid()`)
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    dueDay: date('due_day', { mode: 'string' }).notNull(),
    week: integer('week').notNull(),
    energy: integer('energy').notNull(),
    sleep: integer('sleep').notNull(),
    hunger: integer('hunger').notNull(),
    mood: integer('mood').notNull(),
    wins: text('wins'),
    struggles: text('struggles'),
    waistCm: numeric('waist_cm', { precision: 5, scale: 1, mode: 'number' }),
    createdAt: createdAt(),
    coachReadAt: timestamp('coach_read_at', { withTimezone: true }),
    coachComment: text('coach_comment'),
    commentedByName: text('commented_by_name'),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dueDay] })],
);

/**
 * One row of facts per client for the coach's roster, brought up to date by each write
 * (refresh_client_summary()); read by coach_roster() and admin_clients() alone.
 */
export const clientSummaries = pgTable('client_summaries', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** Day 1 of the programme. */
  startDay: date('start_day', { mode: 'string' }),
  /** The last 14 days with a check-in or a meal since day 1, newest first. */
  loggedDays: date('logged_days', { mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  firstWeight: numeric('first_weight', { precision: 5, scale: 1, mode: 'number' }),
  /** The last three weights logged, oldest first. */
  latestWeights: numeric('latest_weights', { precision: 5, scale: 1, mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  waitingSince: timestamp('waiting_since', { withTimezone: true }),
  unreadWeekly: integer('unread_weekly').notNull().default(0),
  activeUntil: date('active_until', { mode: 'string' }),
  pauses: jsonb('pauses')
    .notNull()
    .default(sql`'[]'`),
  refundedOn: date('refunded_on', { mode: 'string' }),
  /** The last 14 days a workout was marked done, newest first: refresh_client_workout_days() keeps it. */
  workoutMarkedDays: date('workout_marked_days', { mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The last 14 days with a set logged, not skipped, newest first. */
  workoutSetDays: date('workout_set_days', { mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The last 14 days the food log followed a diet chart's slot, newest first: refresh_client_chart_days() keeps it. */
  chartDays: date('chart_days', { mode: 'string' })
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** How many slots each of those days. */
  chartFollowed: smallint('chart_followed')
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** The day of the latest body composition check: a trigger keeps it. */
  lastCompositionCheck: date('last_composition_check', { mode: 'string' }),
});

export const supportChats = pgTable(
  'support_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    subject: text('subject').notNull().default('General Support'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    coachReadAt: timestamp('coach_read_at', { withTimezone: true }),
    /** When the customer last read the chat (mark_my_chats_read()): the dashboard's unread badge. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_chats_one_open_per_customer')
      .on(t.userId)
      .where(sql`status = 'open'`),
    index('support_chats_open_activity_idx')
      .on(t.lastMessageAt.desc())
      .where(sql`status = 'open'`),
    index('support_chats_user_status_created_idx').on(t.userId, t.status, t.createdAt.desc()),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => supportChats.id),
    senderId: uuid('sender_id').references(() => authUsers.id),
    message: text('message').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    senderName: text('sender_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_answers_idx')
      .on(t.chatId, t.createdAt.desc())
      .where(sql`is_admin`),
    index('support_messages_chat_created_idx').on(t.chatId, t.createdAt),
    index('support_messages_sender_created_idx').on(t.senderId, t.createdAt.desc()),
  ],
);

export const bmiAssessments = pgTable(
  'bmi_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    height: numeric('height', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    age: integer('age').notNull(),
    bmi: numeric('bmi', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    category: text('category', { enum: ['Underweight', 'Normal weight', 'Overweight', 'Obese'] }).notNull(),
    bodyFat: numeric('body_fat', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    targetWeight: integer('target_weight').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bmi_assessments_user_created_idx').on(t.userId, t.createdAt)],
);

// State of the embedded auth provider; read and written only by the server (lib/auth/embedded).
const authEmbedded = pgSchema('auth_embedded');

export const otpChallenges = authEmbedded.table(
  'otp_challenges',
  {
    id: uuid('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHmac: text('code_hmac').notNull(),
    /** Keyed hash of the asking browser's cookie: the code counts there only. */
    browserHmac: text('browser_hmac'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt),
    index('otp_challenges_phone_browser_created_idx').on(t.phone, t.browserHmac, t.createdAt.desc()),
  ],
);

export const refreshTokens = authEmbedded.table(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id),
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const rateLimitHits = authEmbedded.table(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.subject, t.hitAt)],
);

export const dailyCheckins = pgTable(
  'daily_checkins',
  {
    userId: userRef(),
    /** The calendar day in India, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }),
    waterGlasses: integer('water_glasses').notNull().default(0),
    workoutDone: boolean('workout_done').notNull().default(false),
    workoutCalories: integer('workout_calories').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A write the phone made under an id of its own: applied once however often it is sent (offline logging). */
export const clientWrites = pgTable(
  'client_writes',
  {
    userId: userRef(),
    clientId: uuid('client_id').notNull(),
    kind: text('kind', { enum: ['water', 'weight', 'workout', 'food', 'workout-set', 'workout-finish'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] })],
);

/** What a customer asked to be reminded of, at times of day in India (null: off), and their consent. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userId: userRef().primaryKey(),
    weighInAt: time('weigh_in_at'),
    waterEveryHours: smallint('water_every_hours'),
    waterFrom: time('water_from'),
    waterUntil: time('water_until'),
    workoutAt: time('workout_at'),
    meals: boolean('meals').notNull().default(false),
    measure: boolean('measure').notNull().default(false),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }),
    optInText: text('opt_in_text'),
    chatReplies: boolean('chat_replies').notNull().default(true),
    videoCalls: boolean('video_calls').notNull().default(true),
    whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
    whatsappOptInText: text('whatsapp_opt_in_text'),
    plannedUntil: date('planned_until', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    index('reminder_settings_to_plan_idx')
      .on(t.plannedUntil, t.userId)
      .where(sql`opted_in_at is not null or whatsapp_opted_in_at is not null`),
  ],
);

/** A browser (device) that allowed notifications: its push service address and keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user').on(t.userId)],
);

/** A reminder due at a moment: claimed by one worker under a lease, then done with its outcome. */
export const dueReminders = pgTable(
  'due_reminders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['sent', 'skipped', 'no-device', 'failed', 'late'] }),
  },
  (t) => [
    unique('due_reminders_user_id_kind_due_at_key').on(t.userId, t.kind, t.dueAt),
    index('due_reminders_pending')
      .on(t.dueAt)
      .where(sql`done_at is null`),
  ],
);

const per100g = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' }).notNull();

/** The shared food table (owner null, seeded from lib/domain/foods) and customers' own foods. */
export const foods = pgTable(
  'foods',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    ownerId: uuid('owner_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hindi: text('hindi'),
    synonyms: text('synonyms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    diet: text('diet', { enum: ['vegan', 'veg', 'egg', 'non-veg'] }).notNull(),
    course: text('course').notNull(),
    region: text('region').notNull().default('pan-india'),
    /** [{ label: '1 katori', grams: 150 }, ...], the usual one first. */
    servings: jsonb('servings').$type<{ label: string; grams: number }[]>().notNull(),
    /** Per 100 g (100 ml). */
    kcal: numeric('kcal', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    protein: per100g('protein'),
    carbs: per100g('carbs'),
    fat: per100g('fat'),
    fibre: numeric('fibre', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    method: jsonb('method'),
    /** Vegetarian with no onion, garlic, root vegetable, mushroom or honey (lib/domain/diet-charts/diet-rules). */
    jain: boolean('jain').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    uniqueIndex('foods_shared_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`owner_id is null`),
    index('foods_owner_idx')
      .on(t.ownerId)
      .where(sql`owner_id is not null`),
  ],
);

const eaten = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' }).notNull();

/**
 * Every name a food is found by (its name, Hindi name and synonyms, lowercase), under a trigram
 * index: kept by triggers on foods, read by search_foods() alone.
 */
export const foodSearchTerms = pgTable(
  'food_search_terms',
  {
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    /** The food's owner (null: shared). */
    ownerId: uuid('owner_id'),
    term: text('term').notNull(),
  },
  (t) => [
    index('food_search_terms_shared_trgm_idx')
      .using('gin', sql`${t.term} extensions.gin_trgm_ops`)
      .where(sql`owner_id is null`),
    index('food_search_terms_owner_idx')
      .on(t.ownerId)
      .where(sql`owner_id is not null`),
    index('food_search_terms_food_idx').on(t.foodId),
  ],
);

const centimetres = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/** A customer's tape measurements of a day (lib/domain/measurements.ts): one entry a day, changed that day only. */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    userId: userRef(),
    /** The calendar day in India, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    waistCm: centimetres('waist_cm'),
    hipsCm: centimetres('hips_cm'),
    chestCm: centimetres('chest_cm'),
    armCm: centimetres('arm_cm'),
    thighCm: centimetres('thigh_cm'),
    neckCm: centimetres('neck_cm'),
    bodyFatPct: numeric('body_fat_pct', { precision: 3, scale: 1, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A body composition check at the studio (lib/domain/body-composition.ts), recorded by the client's coach: one a day. */
export const bodyCompositionChecks = pgTable(
  'body_composition_checks',
  {
    userId: userRef(),
    /** The calendar day in India of the check, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    weightKg: numeric('weight_kg', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    bodyFatPct: numeric('body_fat_pct', { precision: 3, scale: 1, mode: 'number' }),
    muscleMassKg: numeric('muscle_mass_kg', { precision: 4, scale: 1, mode: 'number' }),
    visceralFat: smallint('visceral_fat'),
    bmrKcal: smallint('bmr_kcal'),
    /** The coach who recorded it (null once their account is gone). */
    recordedBy: uuid('recorded_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** The customer's agreement to how their progress photos are kept, in the words they agreed to; withdrawn, it is deleted with every photo. */
export const photoConsents = pgTable('photo_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /** The words agreed to: the column's default, which a customer cannot set. */
  wording: text('wording').notNull().default(PHOTO_CONSENT),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
});

/** The language a person reads WellFit in, chosen by them (no row: English); reminders follow it too. */
export const languageChoices = pgTable('language_choices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  language: text('language', { enum: LOCALES }).notNull(),
});

/** A progress photo's record (the image is a file: lib/photos/storage.ts): one of each pose a day, at most 60 a customer. */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => photoConsents.userId, { onDelete: 'cascade' }),
    /** The calendar day in India it was added, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    pose: text('pose', { enum: ['front', 'side', 'back'] }).notNull(),
    width: smallint('width').notNull(),
    height: smallint('height').notNull(),
    /** The stored image's size. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [unique().on(t.userId, t.day, t.pose), index('progress_photos_user_idx').on(t.userId, t.day.desc())],
);

/** A coach's weekly time for video calls: every `weekday` (ISO, Monday 1) from `starts` until `ends` in India. */
export const coachCallWindows = pgTable(
  'coach_call_windows',
  {
    coachId: userOf('coach_id'),
    weekday: smallint('weekday').notNull(),
    starts: time('starts').notNull(),
    ends: time('ends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.weekday, t.starts] })],
);

/** A weekly video call a customer booked with their coach: moved or cancelled by them, marked by the coach. */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: userOf('customer_id'),
    coachId: userOf('coach_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The Monday of its ISO week in India, computed by the database: one call a week. */
    week: date('week', { mode: 'string' })
      .notNull()
      .generatedAlwaysAs(sql`date_trunc('week', starts_at at time zone 'Asia/Kolkata')::date`),
    /** The room's name at VIDEO_CALL_BASE_URL (roomName()): only the two of them read it. */
    room: text('room').notNull().unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    outcome: text('outcome', { enum: CALL_OUTCOMES }),
    note: text('note').notNull().default(''),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    uniqueIndex('video_calls_coach_slot')
      .on(t.coachId, t.startsAt)
      .where(sql`cancelled_at is null`),
    uniqueIndex('video_calls_customer_week')
      .on(t.customerId, t.week)
      .where(sql`cancelled_at is null`),
    index('video_calls_customer_idx').on(t.customerId, t.startsAt),
    index('video_calls_starts_idx')
      .on(t.startsAt)
      .where(sql`cancelled_at is null`),
  ],
);

/** What a customer ate: a quantity of a food's serving, its nutrients kept as logged, or a quick add. */
export const foodLogs = pgTable(
  'food_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: ['breakfast', 'lunch', 'snack', 'dinner'] }).notNull(),
    /** 'food': a serving of a food from the table; 'quick': a meal in words and its kcal ('Quick add'). */
    kind: text('kind', { enum: ['food', 'quick'] })
      .notNull()
      .default('food'),
    foodId: text('food_id').references(() => foods.id, { onDelete: 'set null' }),
    /** The food's name as logged, or a quick add's description. */
    foodName: text('food_name').notNull(),
    servingLabel: text('serving_label').notNull(),
    /** Null for a quick add: no weighed serving. */
    servingGrams: numeric('serving_grams', { precision: 7, scale: 2, mode: 'number' }),
    quantity: numeric('quantity', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    kcal: numeric('kcal', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    protein: eaten('protein'),
    carbs: eaten('carbs'),
    fat: eaten('fat'),
    fibre: numeric('fibre', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    /** The slot of the diet chart it followed ('Ate this'); null for anything else. */
    chartSlotId: uuid('chart_slot_id').references((): AnyPgColumn => dietChartSlots.id, { onDelete: 'set null' }),
    /** Eaten in place of the slot's option ('Swap'), rather than as planned. */
    chartSwap: boolean('chart_swap').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    index('food_logs_user_day_idx').on(t.userId, t.day),
    index('food_logs_chart_slot_idx')
      .on(t.chartSlotId)
      .where(sql`chart_slot_id is not null`),
  ],
);

export const centres = pgTable(
  'centres',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    mapUrl: text('map_url'),
    /** Seeded in embedded mode only. */
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [uniqueIndex('centres_name_idx').on(sql`lower(${t.name})`)],
);

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'restrict' }),
    /** Null for the samples, which any coach may take. */
    coachId: uuid('coach_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** ISO weekdays: 1 is Monday. */
    days: smallint('days').array().notNull(),
    /** In IST, 'HH:MM:SS'. */
    startTime: time('start_time').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    capacity: smallint('capacity').notNull(),
    /** Kept by batch_bookings' trigger; a check holds it within the capacity. */
    seatsTaken: smallint('seats_taken').notNull().default(0),
    firstSession: date('first_session', { mode: 'string' }).notNull(),
    /** first_session + 44: the 45 days' last. */
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    index('batches_centre_idx').on(t.centreId),
    index('batches_coach_idx').on(t.coachId, t.lastDay),
    index('batches_running_idx').on(t.lastDay),
  ],
);

export const batchSessions = pgTable(
  'batch_sessions',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.day] }), index('batch_sessions_day_idx').on(t.day)],
);

export const batchBookings = pgTable(
  'batch_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['booked', 'waitlisted', 'cancelled'] }).notNull(),
    changes: smallint('changes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The in-person plan the place was taken under: changes of batch count per plan. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** When the place became a seat; null for one that only waited. */
    seatedAt: timestamp('seated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('batch_bookings_one_per_batch_idx')
      .on(t.batchId, t.userId)
      .where(sql`status <> 'cancelled'`),
    index('batch_bookings_user_idx').on(t.userId, t.createdAt.desc()),
    index('batch_bookings_waitlist_idx')
      .on(t.batchId, t.createdAt)
      .where(sql`status = 'waitlisted'`),
    index('batch_bookings_booked_idx')
      .on(t.batchId)
      .where(sql`status = 'booked'`),
  ],
);

export const batchAttendance = pgTable(
  'batch_attendance',
  {
    batchId: uuid('batch_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    markedBy: uuid('marked_by').references(() => authUsers.id, { onDelete: 'set null' }),
    method: text('method', { enum: ['button', 'code', 'qr'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.day, t.userId] }),
    foreignKey({ columns: [t.batchId, t.day], foreignColumns: [batchSessions.batchId, batchSessions.day] }).onDelete('cascade'),
    index('batch_attendance_user_idx').on(t.userId, t.day),
  ],
);

/** The exercise library (issue 41), seeded from lib/domain/exercises. */
export const exercises = pgTable(
  'exercises',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    hindi: text('hindi').notNull(),
    kind: text('kind', { enum: EXERCISE_KINDS }).notNull(),
    muscles: text('muscles').array().notNull(),
    equipment: text('equipment', { enum: EQUIPMENT }).notNull(),
    places: text('places').array().notNull(),
    level: text('level', { enum: WORKOUT_EXPERIENCE }).notNull(),
    impact: text('impact', { enum: ['low', 'high'] }).notNull(),
    measure: text('measure', { enum: ['reps', 'seconds'] }).notNull(),
    eachSide: boolean('each_side').notNull(),
    met: numeric('met', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    steps: text('steps').array().notNull(),
    mistake: text('mistake').notNull(),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    substitutes: jsonb('substitutes')
      .$type<Record<string, string[]>>()
      .notNull()
      .default(sql`'{}'`),
    /** A coach's demo: a YouTube video id, shown with youtube-nocookie. */
    videoId: text('video_id'),
    videoAddedBy: uuid('video_added_by').references(() => authUsers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('exercises_name_idx').on(sql`lower(${t.name})`)],
);

const userCascade = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' });
const staffRef = (name: string) => uuid(name).references(() => authUsers.id, { onDelete: 'set null' });

/**
 * A workout programme (issue 41): with no client, a template (a built-in by its key, or a
 * coach's); otherwise that client's own copy. One current programme a client; replaced ones stay.
 */
export const programmes = pgTable(
  'programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    clientId: uuid('client_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    templateKey: text('template_key', { enum: TEMPLATE_KEYS }).unique(),
    copiedFrom: uuid('copied_from').references((): AnyPgColumn => programmes.id, { onDelete: 'set null' }),
    createdBy: staffRef('created_by'),
    /** Day 1 of a client's programme; null: the client's own day 1. */
    startsOn: date('starts_on', { mode: 'string' }),
    needsClearance: boolean('needs_clearance').notNull().default(false),
    clearanceConfirmedAt: timestamp('clearance_confirmed_at', { withTimezone: true }),
    /** Null for a default given at payment that no coach has reviewed yet. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: staffRef('reviewed_by'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    /** The days of its phases, after which the last phase's week repeats: refresh_programme_schedule() keeps it. */
    scheduleDays: integer('schedule_days').notNull().default(0),
    /** The days 1 to scheduleDays that hold a workout. */
    workoutDayNumbers: smallint('workout_day_numbers')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The days of the last phase's week that hold a workout. */
    repeatWeekdays: smallint('repeat_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('programmes_current_idx')
      .on(t.clientId)
      .where(sql`${t.replacedAt} is null and ${t.clientId} is not null`),
  ],
);

const programmeRef = () =>
  uuid('programme_id')
    .notNull()
    .references(() => programmes.id, { onDelete: 'cascade' });

export const programmePhases = pgTable(
  'programme_phases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: programmeRef(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    days: smallint('days').notNull(),
  },
  (t) => [unique().on(t.programmeId, t.position), unique().on(t.id, t.programmeId)],
);

export const programmeWorkouts = pgTable(
  'programme_workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: programmeRef(),
    phaseId: uuid('phase_id').notNull(),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    /** The days of the programme's week it falls on, 1-7. */
    days: smallint('days').array().notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.phaseId, t.programmeId],
      foreignColumns: [programmePhases.id, programmePhases.programmeId],
    }).onDelete('cascade'),
    unique().on(t.phaseId, t.position),
    unique().on(t.id, t.programmeId),
    index('programme_workouts_programme_idx').on(t.programmeId),
  ],
);

/** One exercise of a workout as prescribed: sets × a rep range or a time, rest, effort, a note. */
export const programmeExercises = pgTable(
  'programme_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: programmeRef(),
    workoutId: uuid('workout_id').notNull(),
    position: smallint('position').notNull(),
    exerciseId: text('exercise_id')
      .notNull()
      .references(() => exercises.id),
    superset: boolean('superset').notNull().default(false),
    sets: smallint('sets').notNull(),
    repsMin: smallint('reps_min'),
    repsMax: smallint('reps_max'),
    seconds: smallint('seconds'),
    kg: numeric('kg', { precision: 5, scale: 2, mode: 'number' }),
    restSeconds: smallint('rest_seconds').notNull().default(60),
    rpe: smallint('rpe'),
    note: text('note').notNull().default(''),
    progression: boolean('progression').notNull().default(true),
  },
  (t) => [
    foreignKey({
      columns: [t.workoutId, t.programmeId],
      foreignColumns: [programmeWorkouts.id, programmeWorkouts.programmeId],
    }).onDelete('cascade'),
    unique().on(t.workoutId, t.position),
    index('programme_exercises_programme_idx').on(t.programmeId),
  ],
);

/** A customer's workout on a day in India: one a day, finished with how it felt. */
export const workoutSessions = pgTable(
  'workout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userCascade('user_id'),
    day: date('day', { mode: 'string' }).notNull(),
    programmeId: uuid('programme_id').references(() => programmes.id, { onDelete: 'set null' }),
    workoutId: uuid('workout_id').references(() => programmeWorkouts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    feeling: text('feeling', { enum: ['easy', 'right', 'hard'] }),
    note: text('note'),
    minutes: smallint('minutes'),
    kcal: smallint('kcal'),
    coachComment: text('coach_comment'),
    commentedByName: text('commented_by_name'),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.userId, t.day), unique('workout_sessions_id_user_key').on(t.id, t.userId)],
);

/** One set as logged, beside the target it was logged against. */
export const workoutSets = pgTable(
  'workout_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => workoutSessions.id, { onDelete: 'cascade' }),
    userId: userCascade('user_id'),
    programmeExerciseId: uuid('programme_exercise_id').references(() => programmeExercises.id, { onDelete: 'set null' }),
    /** The exercise done: a swap makes it differ from the slot's. */
    exerciseId: text('exercise_id')
      .notNull()
      .references(() => exercises.id),
    setNumber: smallint('set_number').notNull(),
    reps: smallint('reps'),
    seconds: smallint('seconds'),
    kg: numeric('kg', { precision: 5, scale: 2, mode: 'number' }),
    skipped: boolean('skipped').notNull().default(false),
    targetRepsMin: smallint('target_reps_min'),
    targetRepsMax: smallint('target_reps_max'),
    targetSeconds: smallint('target_seconds'),
    targetKg: numeric('target_kg', { precision: 5, scale: 2, mode: 'number' }),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [
    unique().on(t.sessionId, t.programmeExerciseId, t.setNumber),
    foreignKey({
      name: 'workout_sets_session_user_fkey',
      columns: [t.sessionId, t.userId],
      foreignColumns: [workoutSessions.id, workoutSessions.userId],
    }).onDelete('cascade'),
    index('workout_sets_user_exercise_idx').on(t.userId, t.exerciseId, t.loggedAt.desc()),
  ],
);

/** What a coach confirmed (or cleared) of the limitations the profile's words propose. */
export const clientLimitations = pgTable(
  'client_limitations',
  {
    customerId: userCascade('customer_id'),
    flag: text('flag', { enum: SAFETY_FLAGS }).notNull(),
    applies: boolean('applies').notNull(),
    setBy: staffRef('set_by'),
    setByName: text('set_by_name'),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.flag] })],
);

/** A diet chart: a template (no client; the built-ins by key) or a client's own copy. */
export const dietCharts = pgTable(
  'diet_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    clientId: uuid('client_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    templateKey: text('template_key').unique(),
    diet: text('diet', { enum: DIET_PREFERENCES }).notNull(),
    /** The day's energy it was made for. */
    kcal: integer('kcal'),
    pcod: boolean('pcod').notNull().default(false),
    copiedFrom: uuid('copied_from').references((): AnyPgColumn => dietCharts.id, { onDelete: 'set null' }),
    createdBy: staffRef('created_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: staffRef('reviewed_by'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(CLOCK_NOW),
    /** The slots of each day a customer can follow (a day repeated: one number; a week: seven, Monday first): refresh_diet_chart_plan() keeps it. */
    plannedSlots: smallint('planned_slots')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('diet_charts_current_idx')
      .on(t.clientId)
      .where(sql`${t.replacedAt} is null and ${t.clientId} is not null`),
  ],
);

const chartRef = () =>
  uuid('chart_id')
    .notNull()
    .references(() => dietCharts.id, { onDelete: 'cascade' });

/** A time of a chart's day: day 0 is every day, 1-7 Monday to Sunday. */
export const dietChartSlots = pgTable(
  'diet_chart_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chartId: chartRef(),
    day: smallint('day').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    meal: text('meal', { enum: MEALS }).notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [unique().on(t.chartId, t.day, t.position), unique().on(t.id, t.chartId)],
);

export const dietChartOptions = pgTable(
  'diet_chart_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chartId: chartRef(),
    slotId: uuid('slot_id').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.slotId, t.chartId], foreignColumns: [dietChartSlots.id, dietChartSlots.chartId] }).onDelete(
      'cascade',
    ),
    unique().on(t.slotId, t.position),
    unique().on(t.id, t.chartId),
    index('diet_chart_options_chart_idx').on(t.chartId),
  ],
);

/** A food of an option: so many of one of its servings, in halves. */
export const dietChartFoods = pgTable(
  'diet_chart_foods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chartId: chartRef(),
    optionId: uuid('option_id').notNull(),
    position: smallint('position').notNull(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id),
    serving: text('serving').notNull(),
    quantity: numeric('quantity', { precision: 3, scale: 1, mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.optionId, t.chartId],
      foreignColumns: [dietChartOptions.id, dietChartOptions.chartId],
    }).onDelete('cascade'),
    unique().on(t.optionId, t.position),
    index('diet_chart_foods_chart_idx').on(t.chartId),
  ],
);
