import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { getDatabase } from '@/lib/db/database';
import { openSupportChat } from '@/lib/db/support';
import { BMI_MESSAGES } from '@/lib/domain/bmi-schema';
import { BATCH_MESSAGES } from '@/lib/domain/batches';
import { STATE_CODES } from '@/lib/domain/indian-states';
import { BILLING_NAME_MAX } from '@/lib/domain/order-schema';
import { ORDER_MESSAGES, PAYMENT_METHODS } from '@/lib/domain/orders';
import { PACKAGE_IDS } from '@/lib/domain/packages';
import { AUTH_MESSAGES, INTENTS } from '@/lib/domain/phone';
import { BLOOD_GROUPS, DIET_PREFERENCES, GENDERS, PROFILE_MESSAGES, WORKOUT_EXPERIENCE } from '@/lib/domain/profile-schema';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES } from '@/lib/domain/support';
import { cleanRefusal, emailField, isOk, otpField, phoneField, refusedWith, type Target, world } from '../action-fuzz';
import { anyTextField, choiceField, literalField, MISSING, numberField, SQL, textField, uuidField, wrongType } from '../hostile';

// Visitors' and customers' actions outside the dashboard: signing in, the BMI check, the
// profile, paying, the support chat and booking a studio batch.

const authActions = await import('@/lib/actions/sign-in');
const { saveBmiAssessmentAction } = await import('@/lib/actions/bmi');
const { sendPhoneLinkCodeAction, verifyPhoneLinkCodeAction } = await import('@/lib/actions/add-phone');
const { submitProfileAction } = await import('@/lib/actions/profile');
const { bookBatchAction, cancelBookingAction } = await import('@/lib/actions/studio-bookings');
const { createOrderAction, buyAgainAction, confirmPaymentAction } = await import('@/lib/actions/orders');
export const { sendSupportMessageAction, markSupportReadAction } = await import('@/lib/actions/support');

let ownChat = '';
/** Inputs since the chat's messages were last moved a minute back. */
let sinceMoved = 0;

export const targets: Record<string, Target> = {
  sendOtpAction: {
    action: authActions.sendOtpAction,
    spec: () => ({ phone: phoneField(), intent: choiceField(INTENTS, { optional: true }) }),
    modes: ['object', 'form'],
    runs: 500,
    // The first valid send goes out; the rest meet the resend wait or a rate limit. (The catch-all
    // message here is also 'no message from the provider', so console.error tells them apart.)
    accepted: (o) => isOk(o) || (o !== 'redirect' && o.status === 'error' && !o.fieldErrors),
  },
  verifyOtpAction: {
    action: authActions.verifyOtpAction,
    spec: () => ({ phone: phoneField(), token: otpField(), next: anyTextField(), js: anyTextField() }),
    modes: ['object', 'form'],
    runs: 500,
    // No code was sent to this number: a wrong code, or a rate limit. ('Invalid OTP' is also the
    // catch-all here, so console.error tells a thrown error apart.)
    accepted: (o) => o !== 'redirect' && o.status === 'error' && !o.fieldErrors,
  },
  demoLoginAction: {
    action: authActions.demoLoginAction,
    spec: () => ({ next: anyTextField(), js: anyTextField() }),
    modes: ['object', 'form'],
    // Switched off here: a demo sign-in would make a user each time.
    env: { DEMO_LOGIN: 'off' },
    accepted: refusedWith(AUTH_MESSAGES.demoOff),
  },
  // Takes nothing (whatever a caller sends is ignored): signed in or out, it ends at the landing page.
  signOutAction: {
    action: authActions.signOutAction as unknown as Target['action'],
    spec: () => ({ next: anyTextField() }),
    modes: ['object', 'form'],
    ignoresInput: true,
    accepted: (o) => o === 'redirect',
    runs: 300,
  },
  // The fuzzing customer signed in with a phone: a demo account's 'Add my phone' is refused, nothing sent or linked.
  sendPhoneLinkCodeAction: {
    action: sendPhoneLinkCodeAction,
    spec: () => ({ phone: phoneField() }),
    modes: ['object', 'form'],
    signedOut: AUTH_MESSAGES.signInFirst,
    accepted: refusedWith(AUTH_MESSAGES.notDemo),
  },
  verifyPhoneLinkCodeAction: {
    action: verifyPhoneLinkCodeAction,
    spec: () => ({ phone: phoneField(), token: otpField(), next: anyTextField() }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: AUTH_MESSAGES.signInFirst,
    // Refused before any code is checked, or by the per-network limit on checks.
    accepted: refusedWith(AUTH_MESSAGES.notDemo, AUTH_MESSAGES.tooManyChecks),
  },
  saveBmiAssessmentAction: {
    action: saveBmiAssessmentAction,
    spec: () => ({
      weight: numberField({ min: 30, max: 300 }),
      height: numberField({ min: 100, max: 250 }),
      age: numberField({ min: 16, max: 100 }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: BMI_MESSAGES.signedOut,
    accepted: isOk,
  },
  submitProfileAction: {
    action: submitProfileAction,
    spec: () => ({
      name: textField({ min: 2, max: 100 }),
      age: numberField({ min: 16, max: 100, int: true }),
      gender: choiceField(GENDERS),
      height: numberField({ min: 100, max: 250 }),
      weight: numberField({ min: 30, max: 300 }),
      email: emailField(),
      whatsapp: {
        ok: fc.constantFrom('98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210', '9876543210'),
        bad: fc.oneof(
          fc.constantFrom('98765 4321', '98765 432100', '+1 98765 43210', '', ...SQL, MISSING),
          wrongType('9876543210'),
        ),
      },
      address: textField({ min: 10, max: 500 }),
      bloodGroup: choiceField(BLOOD_GROUPS, { optional: true, blank: true }),
      workoutExperience: choiceField(WORKOUT_EXPERIENCE),
      dietPreference: choiceField(DIET_PREFERENCES),
      injuryHistory: textField({ min: 0, max: 2000, optional: true }),
      medicalIssues: textField({ min: 0, max: 2000, optional: true }),
      primaryGoal: textField({ min: 5, max: 1000 }),
      referralSource: textField({ min: 0, max: 200, optional: true }),
      terms: literalField(true),
      dataConsent: literalField(true),
    }),
    // The wizard calls the action with its values; a form post cannot send `true`, so it is refused.
    modes: ['object', 'form'],
    runs: 300,
    signedOut: PROFILE_MESSAGES.signedOut,
    accepted: isOk,
  },
  createOrderAction: {
    action: createOrderAction,
    spec: () => ({
      checkoutId: uuidField(world.otherIds),
      packageId: choiceField(PACKAGE_IDS),
      method: choiceField(PAYMENT_METHODS),
      placeOfSupply: choiceField(STATE_CODES),
      billingName: textField({ min: 0, max: BILLING_NAME_MAX, optional: true }),
    }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: ORDER_MESSAGES.signedOut,
    // Nobody may pay another customer's checkout, nor one that does not exist (or a rate limit says wait).
    accepted: cleanRefusal(ORDER_MESSAGES.failed),
  },
  confirmPaymentAction: {
    action: confirmPaymentAction,
    spec: () => ({
      orderId: uuidField(world.otherIds),
      paymentId: {
        ok: fc.stringMatching(/^pay_[A-Za-z0-9]{6,40}$/),
        bad: fc.oneof(
          fc.constantFrom('', 'pay_', 'order_Abc123456', "pay_1' or '1", `pay_${'x'.repeat(41)}`, MISSING),
          wrongType('pay_X'),
        ),
      },
      signature: {
        ok: fc.stringMatching(/^[0-9a-f]{64}$/),
        bad: fc.oneof(fc.constantFrom('', 'f'.repeat(63), 'g'.repeat(64), `${'a'.repeat(64)}\n`, MISSING), wrongType('ab')),
      },
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: ORDER_MESSAGES.signedOut,
    // No answer of this fuzz is Razorpay's for one of the customer's orders (nor is Razorpay configured): none pays.
    accepted: (o) => o !== 'redirect' && o.status === 'error' && o.message === ORDER_MESSAGES.notConfirmed,
  },
  buyAgainAction: {
    action: buyAgainAction,
    spec: () => ({ checkoutId: uuidField(world.otherIds), packageId: choiceField(PACKAGE_IDS) }),
    modes: ['object', 'form'],
    runs: 500,
    signedOut: ORDER_MESSAGES.signedOut,
    // Someone else's checkout is refused and left alone (checked in afterAll).
    accepted: (o) => o !== 'redirect' && o.status === 'error' && o.message === ORDER_MESSAGES.notYourPurchase,
  },
  sendSupportMessageAction: {
    action: sendSupportMessageAction,
    spec: () => ({
      chatId: { ...uuidField([ownChat]), ok: fc.constantFrom(ownChat, ownChat.toUpperCase()) },
      message: textField({ min: 1, max: SUPPORT_MESSAGE_MAX }),
    }),
    modes: ['object', 'form'],
    runs: 300,
    signedOut: SUPPORT_MESSAGES.signedOut,
    setup: async (user) => {
      ownChat = (await openSupportChat(user)).id;
      sinceMoved = 0;
    },
    // A minute passes every 20 inputs (of which about 4 are stored), so the limit of 30 messages a
    // minute never refuses one.
    beforeEach: async () => {
      if (++sinceMoved < 20) return;
      sinceMoved = 0;
      const { db } = await getDatabase();
      await db.execute(
        sql`update public.support_messages set created_at = created_at - interval '1 minute' where chat_id = ${ownChat}`,
      );
    },
    // Their own chat: stored. Someone else's chat, or none: see 'a chat that is not theirs'.
    accepted: isOk,
  },
  // The chat on screen: read, whether or not there is one.
  markSupportReadAction: {
    action: markSupportReadAction,
    spec: () => ({}),
    modes: ['object', 'form'],
    signedOut: SUPPORT_MESSAGES.signedOut,
    accepted: isOk,
    runs: 300,
  },
  // Booking without an in-person plan: nothing is booked, whichever batch is named (or a rate limit says wait).
  bookBatchAction: {
    action: bookBatchAction,
    spec: () => ({ batchId: uuidField(world.otherIds), intent: choiceField(['book', 'waitlist', 'change']) }),
    modes: ['object', 'form'],
    signedOut: BATCH_MESSAGES.signedOut,
    accepted: refusedWith(BATCH_MESSAGES.noStudioPlan, BATCH_MESSAGES.tooMany),
  },
  // Nothing booked: cancelling is always allowed, and changes nothing (or a rate limit says wait).
  cancelBookingAction: {
    action: cancelBookingAction,
    spec: () => ({}),
    modes: ['object', 'form'],
    signedOut: BATCH_MESSAGES.signedOut,
    accepted: (o) => isOk(o) || refusedWith(BATCH_MESSAGES.tooMany)(o),
    runs: 300,
  },
};
