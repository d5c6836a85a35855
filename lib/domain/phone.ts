export const COUNTRY_CODE = '+91';
export const PHONE_DIGITS = 10;
export const OTP_MAX_LENGTH = 6;

export const PHONE_MESSAGES = {
  length: 'Enter your 10-digit mobile number',
  /** Someone else's number: a coach the admin adds. */
  otherLength: 'Enter a 10-digit mobile number',
  notMobile: 'Indian mobile numbers start with 6, 7, 8 or 9. Please check the number.',
} as const;

/**
 * What is wrong with 10 digits as an Indian mobile number (the numbering plan gives mobiles the
 * series 6 to 9), said before any code is sent; null when nothing is, or the number is not whole yet.
 */
export function mobileNumberProblem(digits: string): string | null {
  return digits.length === PHONE_DIGITS && !/^[6-9]/.test(digits) ? PHONE_MESSAGES.notMobile : null;
}

/**
 * The digits of a mobile number as written: a pasted "+91 98765 43210", "91-98765-43210" or
 * trunk-prefixed "098765 43210" loses its separators and its country or trunk prefix.
 */
export function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if ((input.trim().startsWith('+91') || digits.length === 12) && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** What the mobile field keeps of typed, pasted or autofilled text: digits only, at most 10. */
export function phoneDigits(input: string): string {
  return nationalDigits(input).slice(0, PHONE_DIGITS);
}

/** The 10 digits as stored and sent to the auth service: +91 followed by 10 digits. */
export function toE164(digits: string): string {
  return `${COUNTRY_CODE}${digits}`;
}

export const INTENTS = ['login', 'signup'] as const;
/** Which tab asked for the code: Login or Sign Up. */
export type Intent = (typeof INTENTS)[number];

/** The product's toasts and errors of sign-in, and ours where the spec has none. */
export const AUTH_MESSAGES = {
  sendFailed: { login: 'Failed to send OTP', signup: 'Failed to create account' } satisfies Record<Intent, string>,
  otpSent: {
    login: 'Please check your phone for the verification code',
    signup: 'Please check your phone for the verification code to complete registration',
  } satisfies Record<Intent, string>,
  invalidOtp: 'Invalid OTP',
  demoOff: 'The demo login is switched off.',
  demoFailed: 'Could not start the demo. Please try again.',
  tooManyCodes: 'Too many codes were requested from your network. Please try again in an hour.',
  tooManyChecks: 'Too many attempts from your network. Please try again in an hour.',
  tooManyDemos: 'Too many demo sign-ins from your network. Please try again later.',
  serviceDown: 'Sign-in is unavailable right now. Please try again in a minute.',
  proofOfWork:
    'Many codes were requested from your network, so your browser runs a quick check first. Please turn on JavaScript and send again.',
  provingWork: 'Running a quick check that you are not a bot. This takes a few seconds...',
  proofOfWorkFailed: 'The quick check did not finish. Please send again.',
  signInFirst: 'Please sign in again.',
  demoKeep: 'You are using a demo account. Add your phone number to keep this purchase.',
  demoKeepAfter: 'You are using a demo account. Add your phone number to keep your purchases.',
  phoneTaken:
    'That number already has an account. Sign in with it to use that account: nothing moves from this demo account on its own.',
  notDemo: 'Your account already has a phone number.',
} as const;

/** '+919876543210' or '9876543210' as people write it: '+91 98765 43210'. */
export function formatPhone(phone: string): string {
  const digits = nationalDigits(phone);
  if (digits.length !== PHONE_DIGITS) return phone;
  return `${COUNTRY_CODE} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** Whose account this is, as the customer's own pages say: 'Signed in as +91 …', or 'Demo account'. */
export function signedInAs(user: { isAnonymous: boolean; phone: string | null }): string {
  return user.isAnonymous || !user.phone ? 'Demo account' : `Signed in as ${formatPhone(user.phone)}`;
}

/** Who a customer is on staff screens: the profile's name, else the phone, else (a demo account) neither. */
export function customerLabel(name: string | null, phone: string | null): string {
  return name ?? (phone ? formatPhone(phone) : 'Demo customer');
}

/** A phone number as a link target, as written or formatted: '+91 98765 43210' is 'tel:+919876543210'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
