import { z } from 'zod';
import { gstinCheckCharacter, isValidGstin } from '../domain/gstin';
import { findState, stateByCode } from '../domain/indian-states';
import { nationalDigits, PHONE_DIGITS } from '../domain/phone';
import { parseCoachPhones } from '../domain/support';

/**
 * Every environment variable the app reads, described once: the schema that checks them, the
 * start-up error messages, `.env.example` and the README's table all come from `SETTINGS`.
 * A plain module (no 'server-only'), so scripts and tests load it too.
 */

export type Env = Record<string, string | undefined>;

export interface Setting {
  /** When a deployment must set it: the README's "needed" column. */
  needed: string;
  /** The value an unset (or empty) variable takes, checked like a set one. */
  default?: string;
  /** The default in words, when it follows from other settings. */
  defaultText?: string;
  /** What it does, in one line. */
  description: string;
  /** A valid value, quoted by the error messages and the docs (for a secret, how to make one). */
  example: string;
  /** Its value is never repeated in a message or a log. */
  secret?: boolean;
  /** An empty value is a value, not "unset". */
  keepEmpty?: boolean;
  /** Checks and converts a set value; each issue's message says what is wrong. */
  schema: z.ZodType<unknown, string>;
}

const SAMPLE_GRIEVANCE_OFFICER = 'Grievance Officer (sample)';
const GENERATE_SECRET = 'the output of `openssl rand -base64 32`';

const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));
};
const text = z.string().trim().min(1, 'must not be blank');
const email = z.email({ error: 'is not an email address' });
/** Comma-separated 10-digit or +91 numbers, as Supabase Auth stores them ('91' and 10 digits). */
const phoneList = z.string().transform((value, ctx) => {
  const { phones, invalid } = parseCoachPhones(value);
  if (!invalid.length) return phones;
  const verb = invalid.length === 1 ? 'is not a 10-digit Indian mobile number' : 'are not 10-digit Indian mobile numbers';
  ctx.addIssue({ code: 'custom', message: `${invalid.join(', ')} ${verb}` });
  return z.NEVER;
});
const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' });
const HOST = /^(\*\.)?[a-z\d]([a-z\d-]*[a-z\d])?(\.[a-z\d]([a-z\d-]*[a-z\d])?)*(:\d{1,5})?$/i;
const GSTIN_EXAMPLE_PAN = 'AAPFU0939F';

/** A GSTIN of the given state, for examples. */
function exampleGstin(stateCode: string): string {
  const first14 = `${stateCode}${GSTIN_EXAMPLE_PAN}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export const SETTINGS = {
  DATABASE_URL: {
    needed: 'with several instances',
    defaultText: 'the embedded PGlite database in `PGLITE_DIR`',
    description:
      'Postgres connection string (Supabase: the transaction pooler URL, port 6543, works; statements are not prepared)',
    example: 'postgresql://postgres.abcdefghijklmnop:PASSWORD@aws-0-ap-south-1.pooler.supabase.com:6543/postgres',
    secret: true,
    schema: postgresUrl,
  },
  DATABASE_POOL_SIZE: {
    needed: 'no',
    default: '10',
    description: 'connections each app instance keeps to `DATABASE_URL` (1 to 100)',
    example: '10',
    schema: wholeNumber(1, 100),
  },
  REALTIME_DATABASE_URL: {
    needed: 'on Supabase',
    defaultText: '`DATABASE_URL`',
    description: "a session connection for the support chat's LISTEN (direct or session pooler, port 5432); needs `DATABASE_URL`",
    example: 'postgresql://postgres.abcdefghijklmnop:PASSWORD@aws-0-ap-south-1.pooler.supabase.com:5432/postgres',
    secret: true,
    schema: postgresUrl,
  },
  COACH_PHONES: {
    needed: 'for the coach console',
    defaultText: 'none, and the invitations are left as they are',
    description:
      'comma-separated mobile numbers (10 digits or +91…) invited as coaches: whoever signs in with one, confirmed by its code, is approved as a coach by user id; set, the list replaces its invitations on start, and a number taken off takes its approval with it; a listed coach has no name until the admin or the coach gives one (empty: none from here; admins add coaches in /admin too)',
    example: '9876543210,+91 98765 43211',
    keepEmpty: true,
    schema: phoneList,
  },
  ADMIN_PHONES: {
    needed: 'for /admin',
    defaultText: 'none, and the invitations are left as they are',
    description:
      "comma-separated mobile numbers invited as admins (add and deactivate coaches, reassign clients, read every chat), approved by user id once signed in with the number's code; set, the list replaces the admin invitations on start (a number on both lists is an admin)",
    example: '9876543200',
    keepEmpty: true,
    schema: phoneList,
  },
  NEXT_PUBLIC_SUPABASE_URL: {
    needed: 'with Supabase Auth',
    defaultText: 'none: the embedded sign-in',
    description: 'the Supabase project URL; set with `NEXT_PUBLIC_SUPABASE_ANON_KEY`, sign-in goes through Supabase Auth',
    example: 'https://abcdefghijklmnop.supabase.co',
    schema: webAddress,
  },
  NEXT_PUBLIC_SUPABASE_ANON_KEY: {
    needed: 'with Supabase Auth',
    description: "the Supabase project's public anon key (the only key the browser sees)",
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiJ9.signature',
    schema: text,
  },
  SUPABASE_SERVICE_ROLE_KEY: {
    needed: 'for photos in Supabase Storage',
    defaultText: 'none: progress photos are files in `photos` in `DATA_DIR`, which several instances do not share',
    description:
      "the Supabase project's service_role key, which the server alone uses, for the private bucket of progress photos (`PHOTOS_BUCKET`); set with `NEXT_PUBLIC_SUPABASE_URL` (it passes every policy: never give it to a browser)",
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.signature',
    secret: true,
    schema: text,
  },
  VIDEO_CALL_BASE_URL: {
    needed: 'no',
    default: 'https://meet.jit.si',
    description:
      "where the weekly video calls open: a Jitsi Meet server (Jitsi's public one, or your own), each call a room of 128 random bits under it that only the customer and their coach are shown",
    example: 'https://meet.example.in',
    schema: webAddress,
  },
  PHOTOS_BUCKET: {
    needed: 'no',
    default: 'progress-photos',
    description:
      'the Supabase Storage bucket progress photos are kept in, with `SUPABASE_SERVICE_ROLE_KEY`; the migrations make `progress-photos` private, WebP only, readable by its owner and their coach (a bucket of another name needs the same): the app serves each photo itself, to its owner, their coach and admins',
    example: 'progress-photos',
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9._-]{0,99}$/, 'must be a bucket name: lower-case letters, digits, dots, hyphens and underscores'),
  },
  AUTH_SECRET: {
    needed: 'production',
    defaultText: 'generated into `DATA_DIR` on first start',
    description:
      'the key that signs session tokens and OTP codes in the embedded sign-in, and the proofs of work of the sign-in form, 32+ random characters; required in production and with `DATABASE_URL` when NODE_ENV=production',
    example: GENERATE_SECRET,
    secret: true,
    schema: z.string().min(32, 'must be at least 32 characters long'),
  },
  CRON_SECRET: {
    needed: 'on serverless hosts',
    defaultText: 'unset: `/api/reminders/run` answers 404 (a `next start` server sends reminders itself)',
    description:
      'the bearer token a scheduler sends to `/api/reminders/run` to run the reminders due (Vercel Cron sends it by itself), 32+ random characters',
    example: GENERATE_SECRET,
    secret: true,
    schema: z.string().min(32, 'must be at least 32 characters long'),
  },
  VAPID_PUBLIC_KEY: {
    needed: 'for reminders in production',
    defaultText:
      'generated into `DATA_DIR` on first use, outside production; in production, unset turns reminders by web push off',
    description:
      'the public half of the key pair that signs web push messages (reminders), base64url (`npx web-push generate-vapid-keys`); the three VAPID_ settings are set together or not at all',
    example: 'BAjeSoXgVvTCJFG1JlZRpdS4Z6R0GLO6Pp7vtmo9LZx7l98gbP0LbVDnen1gYKyHl4xBF9LlHLRKoIiIyFD32Kk',
    schema: z.string().regex(/^[A-Za-z0-9_-]{80,90}$/, 'must be a base64url P-256 public key (87 characters)'),
  },
  VAPID_PRIVATE_KEY: {
    needed: 'for reminders in production',
    defaultText: 'generated with VAPID_PUBLIC_KEY',
    description: 'the private half of that key pair, base64url',
    example: 'the privateKey of `npx web-push generate-vapid-keys --json`',
    secret: true,
    schema: z.string().regex(/^[A-Za-z0-9_-]{40,46}$/, 'must be a base64url P-256 private key (43 characters)'),
  },
  VAPID_SUBJECT: {
    needed: 'for reminders in production',
    defaultText: '`mailto:` and `GRIEVANCE_OFFICER_EMAIL`, with generated keys',
    description: 'how a push service can reach the sender: a mailto: or https: address',
    example: 'mailto:care@wellfit.example.in',
    schema: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address'),
  },
  WHATSAPP_ACCESS_TOKEN: {
    needed: 'for reminders on WhatsApp',
    defaultText: 'none: WhatsApp messages go to `whatsapp.log` in `DATA_DIR` (and the server log), not to phones',
    description:
      "a WhatsApp Cloud API access token (a system user's, from Meta's Business Manager); set with WHATSAPP_PHONE_NUMBER_ID",
    example: 'EAAG…',
    secret: true,
    schema: z.string().min(20, 'must be a Cloud API access token'),
  },
  WHATSAPP_PHONE_NUMBER_ID: {
    needed: 'for reminders on WhatsApp',
    defaultText: 'none (the WhatsApp log)',
    description: "the WhatsApp Business number's id in the Cloud API (not the phone number itself)",
    example: '106540352242922',
    schema: z.string().regex(/^\d{5,20}$/, 'must be the digits of a phone number id'),
  },
  WHATSAPP_TEMPLATE: {
    needed: 'no',
    default: 'wellfit_reminder',
    description:
      'the approved message template reminders are sent with, in English (`en`); its body takes three texts: the title, the message and the link',
    example: 'wellfit_reminder',
    schema: z.string().regex(/^[a-z0-9_]{1,512}$/, 'must be a template name: lower-case letters, digits and _'),
  },
  WHATSAPP_API_URL: {
    needed: 'no',
    default: 'https://graph.facebook.com',
    description: "the Graph API's address (a test's stand-in, or a provider's proxy)",
    example: 'https://graph.facebook.com',
    schema: webAddress,
  },
  MSG91_AUTH_KEY: {
    needed: 'for sign-in codes by SMS',
    defaultText:
      'none: the embedded sign-in writes codes to `sms.log` in `DATA_DIR` (and the server log), not to phones (Supabase Auth sends its own)',
    description:
      "an MSG91 authkey (MSG91's panel, Authkey), which the embedded sign-in sends its codes with, through the template `MSG91_TEMPLATE_ID`; set with MSG91_TEMPLATE_ID",
    example: '416091AbCdEf0123456789Gh',
    secret: true,
    schema: z.string().regex(/^[A-Za-z0-9]{16,64}$/, 'must be an MSG91 authkey (16 to 64 letters and digits)'),
  },
  MSG91_TEMPLATE_ID: {
    needed: 'for sign-in codes by SMS',
    defaultText: 'none (the SMS log)',
    description:
      "MSG91's id of the SMS template (SMS > Templates), not the DLT template id it is registered with; its text is the DLT-approved one with the code as `##OTP##`",
    example: '65e06f45d6fc05278c7d47e2',
    schema: z
      .string()
      .refine(
        (value) => !/^\d{19}$/.test(value),
        "is a DLT template id: set MSG91's own id of the template (SMS > Templates), which holds the DLT id",
      )
      .pipe(z.string().regex(/^[A-Za-z0-9]{8,64}$/, "must be MSG91's id of a template (letters and digits)")),
  },
  MSG91_API_URL: {
    needed: 'no',
    default: 'https://control.msg91.com',
    description: "MSG91's API address (a test's stand-in, or a provider's proxy)",
    example: 'https://control.msg91.com',
    schema: webAddress,
  },
  RAZORPAY_KEY_ID: {
    needed: 'to take payments',
    defaultText: 'none: the simulated gateway (no money moves; `PAYMENT_SIMULATED_DELAY_MS`)',
    description:
      "Razorpay's API key id (Dashboard, Account & Settings, API keys): with it, `/payment` opens Razorpay Checkout; the three RAZORPAY_ keys are set together or not at all",
    example: 'rzp_live_AbCdEf01234567',
    schema: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]{8,32}$/, "must be a Razorpay key id ('rzp_test_…' or 'rzp_live_…')"),
  },
  RAZORPAY_KEY_SECRET: {
    needed: 'to take payments',
    defaultText: 'none (the simulated gateway)',
    description: "the key id's secret: signs Checkout's answers and authorises the server's calls (orders, payments, refunds)",
    example: 'the secret Razorpay shows once beside the key id',
    secret: true,
    schema: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a Razorpay key secret (16 to 64 letters and digits)'),
  },
  RAZORPAY_WEBHOOK_SECRET: {
    needed: 'to take payments',
    defaultText: 'none (the simulated gateway)',
    description:
      "the secret of the webhook set up in Razorpay's Dashboard for `/api/payments/razorpay/webhook` (events payment.captured, payment.failed, order.paid, refund.processed)",
    example: GENERATE_SECRET,
    secret: true,
    schema: z.string().min(12, 'must be at least 12 characters').max(256, 'must be at most 256 characters'),
  },
  RAZORPAY_API_URL: {
    needed: 'no',
    default: 'https://api.razorpay.com',
    description: "Razorpay's API address (a test's stand-in, or a proxy)",
    example: 'https://api.razorpay.com',
    schema: webAddress,
  },
  RAZORPAY_CHECKOUT_URL: {
    needed: 'no',
    default: 'https://checkout.razorpay.com/v1/checkout.js',
    description:
      "Razorpay Checkout's script, which `/payment` loads (a test's stand-in); its origin is allowed on `/payment` alone",
    example: 'https://checkout.razorpay.com/v1/checkout.js',
    schema: webAddress,
  },
  NEXT_PUBLIC_SITE_URL: {
    needed: 'production',
    default: 'http://localhost:3000',
    description:
      "the site's public origin (metadata, sitemap, links); an https one with NODE_ENV=production is production, where the settings marked production are required",
    example: 'https://wellfit.example.in',
    schema: webAddress
      .refine((value) => {
        // An address that is no URL at all has its message already.
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
      }, 'must be an origin alone: scheme, host and port, no path')
      .transform((value) => value.replace(/\/$/, '')),
  },
  DEMO_LOGIN: {
    needed: 'no',
    defaultText: 'on with the embedded sign-in, off with Supabase Auth',
    description: '`on` or `off`: the anonymous demo login',
    example: 'on',
    schema: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(['on', 'off'], { error: 'must be on or off' })),
  },
  SUPPORT_EMAIL: {
    needed: 'no',
    default: 'support@wellfit.in',
    description: 'the support address on the confirmation, receipt, support and policy pages',
    example: 'support@wellfit.example.in',
    schema: email,
  },
  SUPPORT_PHONE: {
    needed: 'no',
    default: '+91 98765 43210',
    description: 'the support number on those pages, as written there; also the WhatsApp number for scheduling',
    example: '+91 98765 43210',
    schema: z.string().refine((value) => nationalDigits(value).length === PHONE_DIGITS, 'is not a 10-digit Indian phone number'),
  },
  PAYMENT_SIMULATED_DELAY_MS: {
    needed: 'no',
    default: '3000',
    description: 'how long the simulated gateway takes to capture a payment, in milliseconds (0 to 60000)',
    example: '3000',
    schema: wholeNumber(0, 60_000),
  },
  CLOCK_START: {
    needed: 'no (refused in production)',
    defaultText: 'unset: the real time',
    description:
      "the instant the server's clock reads when it starts, for tests at a chosen time (midnight in India, a plan's last refund day); it runs on from there, and the database's `public.clock_now()` with it",
    example: '2026-11-27T23:59:00+05:30',
    schema: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 instant with its offset, like 2026-11-27T23:59:00+05:30' })
      .transform((value) => new Date(value)),
  },
  BUSINESS_NAME: {
    needed: 'production',
    defaultText: 'the sample supplier',
    description:
      'the supplier\'s legal name on tax invoices and policy pages; the four BUSINESS_ settings are set together or not at all (unset: a supplier labelled "sample")',
    example: 'WellFit Wellness Private Limited',
    schema: text,
  },
  BUSINESS_ADDRESS: {
    needed: 'production',
    defaultText: 'the sample supplier',
    description: "the supplier's registered address",
    example: '4th Floor, 12 MG Road, Pune 411001',
    schema: text,
  },
  BUSINESS_STATE: {
    needed: 'production',
    defaultText: 'the sample supplier',
    description: "the supplier's state or union territory, by name or GST state code",
    example: 'Maharashtra',
    schema: z.string().transform((value, ctx) => {
      const state = findState(value);
      if (state) return state;
      ctx.addIssue({ code: 'custom', message: 'is not an Indian state or union territory (its name or two-digit GST code)' });
      return z.NEVER;
    }),
  },
  BUSINESS_GSTIN: {
    needed: 'production',
    defaultText: 'the sample supplier',
    description: "the supplier's GSTIN; its check character is checked, and its first two digits must be `BUSINESS_STATE`'s code",
    example: exampleGstin('27'),
    schema: z.string().transform((value, ctx) => {
      const gstin = value.trim().toUpperCase();
      if (isValidGstin(gstin)) return gstin;
      const first14 = gstin.slice(0, 14);
      const onlyCheckWrong = gstin.length === 15 && isValidGstin(first14 + gstinCheckCharacter(first14));
      ctx.addIssue({
        code: 'custom',
        message: onlyCheckWrong
          ? 'the check character is wrong'
          : 'is not a GSTIN (15 characters: state code, PAN, entity number, Z, check character)',
      });
      return z.NEVER;
    }),
  },
  GST_RATE_PERCENT: {
    needed: 'no',
    default: '18',
    description: 'GST rate of the plans, in percent (0 to 40); each order keeps the rate it was invoiced with',
    example: '18',
    schema: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage from 0 to 40')
      .transform(Number)
      .pipe(z.number().max(40, 'must be a percentage from 0 to 40')),
  },
  GST_SAC: {
    needed: 'no',
    default: '999723',
    description: 'the services accounting code of the plans on invoices (six digits starting 99)',
    example: '999723',
    schema: z.string().regex(/^99\d{4}$/, 'must be six digits starting 99'),
  },
  GRIEVANCE_OFFICER_NAME: {
    needed: 'production',
    defaultText: SAMPLE_GRIEVANCE_OFFICER,
    description:
      'the grievance officer named on the policy pages (Consumer Protection (E-Commerce) Rules 2020); their phone is `SUPPORT_PHONE`',
    example: 'Priya Sharma',
    schema: text,
  },
  GRIEVANCE_OFFICER_EMAIL: {
    needed: 'production',
    defaultText: '`SUPPORT_EMAIL`',
    description: "the grievance officer's email address",
    example: 'grievance@wellfit.example.in',
    schema: email,
  },
  TRUST_PROXY_HOPS: {
    needed: 'no',
    defaultText: '1 with NODE_ENV=production, else 0',
    description:
      "how many proxies in front of the app append to X-Forwarded-For (0 to 10); the per-client limits read the client's address that many entries from the right, so a client cannot choose its own",
    example: '1',
    schema: wholeNumber(0, 10),
  },
  PER_CLIENT_HOURLY_LIMIT: {
    needed: 'no',
    default: '60',
    description: 'per client address and hour: OTP sends and orders (OTP checks twice that, demo logins half)',
    example: '60',
    schema: wholeNumber(1, 1_000_000),
  },
  CHAT_STREAMS_PER_USER: {
    needed: 'no',
    default: '5',
    description:
      'open live chat streams one person may hold on one app instance (each is a socket and a database listener); one more is refused with 429',
    example: '5',
    schema: wholeNumber(1, 1000),
  },
  CHAT_STREAMS_PER_ADDRESS: {
    needed: 'no',
    default: '20',
    description: 'open live chat streams one client address may hold on one app instance; one more is refused with 429',
    example: '20',
    schema: wholeNumber(1, 100_000),
  },
  CHAT_STREAM_MAX_SECONDS: {
    needed: 'no',
    default: '600',
    description:
      'how long one live chat stream stays open before the server ends it; the browser reconnects at once and catches up',
    example: '600',
    schema: wholeNumber(10, 86_400),
  },
  OTP_HOURLY_CEILING: {
    needed: 'no',
    default: '1000',
    description: 'the sign-in codes the whole app may send in an hour (each SMS costs money)',
    example: '1000',
    schema: wholeNumber(1, 1_000_000),
  },
  OTP_RESEND_SECONDS: {
    needed: 'no',
    default: '60',
    description:
      'how long one number waits before it may be sent another sign-in code (the embedded sign-in; at most 5 an hour either way)',
    example: '60',
    schema: wholeNumber(1, 600),
  },
  OTP_PROOF_OF_WORK_AFTER: {
    needed: 'no',
    default: '3',
    description:
      'sign-in codes one client address may ask for in an hour before the form asks its browser for a proof of work (a few seconds of hashing, no third party); 0 turns it off',
    example: '3',
    schema: wholeNumber(0, 1_000_000),
  },
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: {
    needed: 'with several instances',
    defaultText: 'a new key per build',
    description:
      "Next's key for Server Action data: base64 of 16, 24 or 32 random bytes, the same at build time and on every instance",
    example: GENERATE_SECRET,
    secret: true,
    schema: z
      .string()
      .refine(
        (value) => /^[A-Za-z\d+/]+={0,2}$/.test(value) && [16, 24, 32].includes(Buffer.from(value, 'base64').length),
        'must be base64 of 16, 24 or 32 random bytes',
      ),
  },
  SERVER_ACTIONS_ALLOWED_ORIGINS: {
    needed: 'behind a proxy that rewrites `Host`',
    defaultText: 'none: only the host a post reached',
    description:
      'comma-separated public hosts (`*.` allowed) that may post Server Actions, read at build time; Next refuses an action whose Origin is not the host it reached (`X-Forwarded-Host` or `Host`)',
    example: 'wellfit.example.in,*.wellfit.example.in',
    schema: z.string().transform((value, ctx) => {
      const hosts = value
        .split(',')
        .map((host) => host.trim())
        .filter(Boolean);
      const wrong = hosts.filter((host) => !HOST.test(host));
      if (!wrong.length) return hosts;
      const verb = wrong.length === 1 ? 'is not a host name' : 'are not host names';
      ctx.addIssue({ code: 'custom', message: `${wrong.join(', ')} ${verb}: no scheme, no path` });
      return z.NEVER;
    }),
  },
  DATA_DIR: {
    needed: 'no',
    default: '.data',
    description:
      "the embedded mode's folder: the PGlite database, the generated `AUTH_SECRET`, the SMS and WhatsApp logs, and progress photos unless they are in Supabase Storage",
    example: '/var/lib/wellfit',
    schema: z.string(),
  },
  PGLITE_DIR: {
    needed: 'no',
    defaultText: '`pglite` in `DATA_DIR`',
    description: "the embedded PGlite database's folder (`memory://` keeps it in memory)",
    example: '/var/lib/wellfit/pglite',
    schema: z.string(),
  },
  PORT: {
    needed: 'no',
    default: '3000',
    description: 'the port `npm start` serves on',
    example: '3000',
    schema: wholeNumber(1, 65_535),
  },
  NEXT_DIST_DIR: {
    needed: 'no',
    default: '.next',
    description: 'the folder `next build` writes and `next start` serves (tests build into their own)',
    example: '.next',
    schema: z.string(),
  },
  NEXT_OUTPUT: {
    needed: 'no',
    defaultText: 'unset: `next start` serves the build',
    description: '`standalone` makes `next build` write a self-contained `server.js` (what `npm run build:standalone` sets)',
    example: 'standalone',
    schema: z.literal('standalone', { error: "must be 'standalone' or unset" }),
  },
} as const satisfies Record<string, Setting>;

type Table = typeof SETTINGS;
export type SettingName = keyof Table;
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];
const table: Record<string, Setting | undefined> = SETTINGS;

/** Each variable with its entry, in the table's order. */
export const settingEntries = (): [SettingName, Setting][] => SETTING_NAMES.map((name) => [name, SETTINGS[name]]);

type Parsed<K extends SettingName> = z.output<Table[K]['schema']> | (Table[K] extends { default: string } ? never : undefined);

/** One variable: unset or empty takes the default; a wrong value is an issue naming it, and the rest go on being checked. */
function variable(entry: Setting) {
  const fallback = entry.default === undefined ? undefined : entry.schema.parse(entry.default);
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || (raw === '' && !entry.keepEmpty)) return fallback;
      const result = entry.schema.safeParse(raw);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, continue: true });
      return undefined;
    });
}

// Object.fromEntries loses the names; each entry's own schema types its value.
const variables = Object.fromEntries(SETTING_NAMES.map((name) => [name, variable(SETTINGS[name])])) as unknown as {
  [K in SettingName]: z.ZodType<Parsed<K>, string | undefined>;
};

const BUSINESS = ['BUSINESS_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_STATE', 'BUSINESS_GSTIN'] as const;
const PRODUCTION = 'in production (NODE_ENV=production with an https NEXT_PUBLIC_SITE_URL)';

/** Production: NODE_ENV=production and the site served over https. */
const VAPID = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
const WHATSAPP = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const;
const MSG91 = ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const;
const RAZORPAY = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

function isProduction(nodeEnv: string | undefined, siteUrl: string): boolean {
  return nodeEnv === 'production' && siteUrl.startsWith('https://');
}

export const settingsSchema = z
  // Node's and Next's own (`next dev`, `next build`, `next start`): read, not documented here.
  .object({ ...variables, NODE_ENV: z.string().optional(), NEXT_PHASE: z.string().optional() })
  .superRefine((settings, ctx) => {
    const wrong = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    const isSet = (name: SettingName) => settings[name] !== undefined || wrong.has(name);
    const problem = (name: SettingName, message: string, example?: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message, params: example ? { example } : undefined });
    // What production requires is checked when a server starts, not while `next build` prerenders:
    // a build may run without the deployment's secrets.
    const running = settings.NEXT_PHASE !== 'phase-production-build';
    const production = running && isProduction(settings.NODE_ENV, settings.NEXT_PUBLIC_SITE_URL);

    const supabase = ['NEXT_PUBLIC_SUPABASE_URL', 'NEXT_PUBLIC_SUPABASE_ANON_KEY'] as const;
    for (const [name, other] of [supabase, [...supabase].reverse()]) {
      if (!isSet(name!) && isSet(other!)) problem(name!, `must be set with ${other} (both or neither)`);
    }
    if (isSet('SUPABASE_SERVICE_ROLE_KEY') && !isSet('NEXT_PUBLIC_SUPABASE_URL')) {
      problem('SUPABASE_SERVICE_ROLE_KEY', "is used only with NEXT_PUBLIC_SUPABASE_URL, its project's address, which is not set");
    }

    const business = BUSINESS.filter(isSet);
    for (const name of BUSINESS.filter((name) => !isSet(name))) {
      if (business.length) {
        problem(name, `must be set with ${business.join(', ')} (the four BUSINESS_ settings go together or not at all)`);
      } else if (production) {
        problem(name, `is required ${PRODUCTION}: invoices may not name the sample supplier`);
      }
    }
    const { BUSINESS_STATE: state, BUSINESS_GSTIN: gstin } = settings;
    if (state && gstin && !gstin.startsWith(state.code)) {
      const owner = stateByCode(gstin.slice(0, 2));
      problem(
        'BUSINESS_GSTIN',
        `belongs to state code ${gstin.slice(0, 2)}${owner ? ` (${owner.name})` : ''}, not BUSINESS_STATE ${state.name} (${state.code})`,
        exampleGstin(state.code),
      );
    }

    if (running && !isSet('AUTH_SECRET')) {
      if (production) problem('AUTH_SECRET', `is required ${PRODUCTION}`);
      else if (settings.NODE_ENV === 'production' && isSet('DATABASE_URL')) {
        problem('AUTH_SECRET', 'is required with DATABASE_URL when NODE_ENV=production: each instance would make its own');
      }
    }
    if (production) {
      for (const name of ['GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL'] as const) {
        if (!isSet(name)) problem(name, `is required ${PRODUCTION}`);
      }
      if (isSet('CLOCK_START')) problem('CLOCK_START', `must not be set ${PRODUCTION}: the server keeps the real time`);
    }
    const vapid = VAPID.filter(isSet);
    if (vapid.length) {
      for (const name of VAPID.filter((name) => !isSet(name))) {
        problem(name, `must be set with ${vapid.join(', ')} (the three VAPID_ settings go together or not at all)`);
      }
    }
    const whatsapp = WHATSAPP.filter(isSet);
    if (whatsapp.length === 1) {
      const missing = WHATSAPP.find((name) => !isSet(name))!;
      problem(missing, `must be set with ${whatsapp[0]} (the WhatsApp Cloud API needs both)`);
    }
    const msg91 = MSG91.filter(isSet);
    if (msg91.length === 1) {
      const missing = MSG91.find((name) => !isSet(name))!;
      problem(missing, `must be set with ${msg91[0]} (MSG91 sends the sign-in codes with both)`);
    }
    const razorpay = RAZORPAY.filter(isSet);
    if (razorpay.length) {
      for (const name of RAZORPAY.filter((name) => !isSet(name))) {
        problem(name, `must be set with ${razorpay.join(', ')} (the three RAZORPAY_ keys go together or not at all)`);
      }
    }
    if (isSet('REALTIME_DATABASE_URL') && !isSet('DATABASE_URL')) {
      problem('REALTIME_DATABASE_URL', 'is used only with DATABASE_URL, which is not set');
    }
  })
  .transform((settings) => ({
    ...settings,
    production: isProduction(settings.NODE_ENV, settings.NEXT_PUBLIC_SITE_URL),
    TRUST_PROXY_HOPS: settings.TRUST_PROXY_HOPS ?? (settings.NODE_ENV === 'production' ? 1 : 0),
    REALTIME_DATABASE_URL: settings.REALTIME_DATABASE_URL ?? settings.DATABASE_URL,
    GRIEVANCE_OFFICER_NAME: settings.GRIEVANCE_OFFICER_NAME ?? SAMPLE_GRIEVANCE_OFFICER,
    GRIEVANCE_OFFICER_EMAIL: settings.GRIEVANCE_OFFICER_EMAIL ?? settings.SUPPORT_EMAIL,
  }));

export type Settings = z.output<typeof settingsSchema>;

/** A wrong value is never quoted whole: a long one is cut, a secret one left out. */
function shown(name: string, env: Env): string {
  const value = env[name];
  if (!value || table[name]?.secret) return '';
  return ` (got ${value.length > 80 ? `${value.slice(0, 80)}…` : value})`;
}

/**
 * One line per problem, naming the variable, what is wrong and a valid example:
 * `BUSINESS_GSTIN: the check character is wrong (got 29ABCDE1234F1Z5). Example: 27AAPFU0939F1ZV`.
 */
function problemLines(error: z.ZodError, env: Env): string[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const example = (issue.code === 'custom' && issue.params?.example) || table[name]?.example;
    return `${name}: ${issue.message}${shown(name, env)}.${example ? ` Example: ${example}` : ''}`;
  });
}

/** What is wrong with the environment, one line per problem; empty when the settings are right. */
export function settingsProblems(env: Env): string[] {
  const result = settingsSchema.safeParse(env);
  return result.success ? [] : problemLines(result.error, env);
}

export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Wrong settings (environment variables; .env.example describes them all):\n${problems.join('\n')}`);
    this.name = 'SettingsError';
  }
}

/** The checked settings of `env`; throws a SettingsError listing every problem. */
export function parseSettings(env: Env): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) throw new SettingsError(problemLines(result.error, env));
  return result.data;
}

const READ = [...SETTING_NAMES, 'NODE_ENV', 'NEXT_PHASE'];
let parsed: { key: string; settings: Settings } | undefined;

/**
 * The settings of `env`, or of this process's environment: parsed once, and again only when one
 * of the variables changed (tests change them; a server never does).
 */
export function loadSettings(env?: Env): Settings {
  if (env) return parseSettings(env);
  // In Next's server (NEXT_RUNTIME is set) the environment stays as it started: reading all of it
  // again to compare took 0.25 ms of every /dashboard request (bench/profile).
  if (parsed && process.env.NEXT_RUNTIME) return parsed.settings;
  const key = READ.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (parsed?.key !== key) parsed = { key, settings: parseSettings(process.env) };
  return parsed.settings;
}
