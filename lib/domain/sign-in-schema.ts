import { INTENTS, mobileNumberProblem, nationalDigits, OTP_MAX_LENGTH, PHONE_MESSAGES, toE164 } from './phone';
import * as z from './validation';

/**
 * The sign-in forms as the server reads them. Apart from phone.ts, whose helpers the browser's
 * fields use, so that the sign-in page does not load zod for schemas only its actions parse.
 */

/**
 * A mobile number field: formatting is forgiven, a wrong length or a number no mobile can have is
 * not. `lengthMessage` speaks to whoever types it: their own number, or someone else's.
 */
export const mobileNumberSchema = (lengthMessage: string) =>
  z.pipe(
    z.pipe(z.string(), z.transform(nationalDigits)),
    z.pipe(
      z.string().check(
        z.regex(/^\d{10}$/, lengthMessage),
        z.refine((digits) => mobileNumberProblem(digits) === null, PHONE_MESSAGES.notMobile),
      ),
      z.transform(toE164),
    ),
  );

/** The customer's own number: sign-in, 'Add my phone'. */
export const phoneSchema = mobileNumberSchema(PHONE_MESSAGES.length);

export const otpSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter the code we sent you'),
    z.maxLength(OTP_MAX_LENGTH, `The code has at most ${OTP_MAX_LENGTH} digits`),
  );

export const sendOtpSchema = z.object({
  phone: phoneSchema,
  intent: z._default(z.enum(INTENTS), 'login'),
  /** A solved proof of work (ALTCHA's base64 payload), once the server asked for one. */
  altcha: z.optional(z.string().check(z.maxLength(2_000))),
});

/** 'Add my phone' for a demo account: the number, then the code sent to it. */
export const linkPhoneSchema = z.object({ phone: phoneSchema });

export const verifyLinkSchema = z.object({
  phone: phoneSchema,
  token: otpSchema,
  /** Where to go after. */
  next: z.optional(z.string()),
});

export const verifyOtpSchema = z.object({
  phone: phoneSchema,
  token: otpSchema,
});
