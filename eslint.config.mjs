import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The one place each of these is imported from: sonner's and the icons' wrappers themselves are exempt. */
const WRAPPERS = [
  'components/ui/sonner.tsx',
  'components/ui/sonner-toaster.tsx',
  'components/icons.tsx',
  'components/locale-link.tsx',
];
const SONNER = { name: 'sonner', message: "Use toast from '@/components/ui/sonner': it scopes toasts to their page." };
const LINK = {
  name: 'next/link',
  message: "Use Link from '@/components/locale-link': it gives a public page's address in the reader's language.",
};
const ICONS = {
  regex: '^(lucide(-[a-z]+)?|@lucide/[^/]+)(/|$)',
  message: "Import icons from '@/components/icons': one component draws them, in server and client components.",
};
// app/ is routes only: what they compose lives in components/, hooks/ and lib/ (Server Actions in
// lib/actions/), so a route group's rename moves nothing else.
const APP = {
  regex: '^@/app(/|$)',
  message: 'components/, hooks/ and lib/ never import from app/: routes compose them, not the reverse.',
};
const SHARED = ['components/**', 'hooks/**', 'lib/**'];

// getDatabase() runs SQL with the owner's rights, past row-level security. Only these modules
// may, each for its reason; everything else reaches the database as the signed-in person,
// through withUser().
const OWNER_RIGHTS = {
  'lib/db/with-user.ts': "opens each person's transaction, under their claims and RLS",
  'lib/db/start.ts': 'the start-up work: migrations, staff from the settings, sample centres',
  'lib/auth/embedded/index.ts': "the embedded sign-in's own tables, as Supabase Auth owns auth.*",
  'lib/db/staff.ts': 'staff invitations from the settings, approved after a sign-in by code',
  'lib/db/otp-ceiling.ts': 'the whole app’s count of codes sent, before anyone is signed in',
  'lib/db/rate-limits.ts': 'limits per client address, before anyone is signed in',
  'lib/db/orders.ts': "the gateway's confirmation and the invoice numbers: customers cannot mark orders paid",
  'lib/db/plans.ts': 'a pause or resume moves every plan queued after it, checked under lock',
  'lib/db/refunds.ts': 'refunds and credit-note numbers, written as the gateway confirms them',
  'lib/db/payment-webhooks.ts': "Razorpay's webhook events, handled once each: a webhook has no user",
  'lib/db/reminders.ts': "a customer's devices, capped across their rows in one transaction",
  'lib/db/my-data.ts': "deleting an account: every row of the person's, and what must be kept",
  'lib/reminders/worker.ts': "the reminders' rounds, for every customer at once",
  'lib/realtime/support-activity.ts': "the chats' LISTEN connection",
  'app/api/health/route.ts': 'the health check, for load balancers',
};
const DATABASE = {
  regex: '^(@/lib/db/|\\./|\\.\\./db/)database$',
  message:
    'Owner rights skip row-level security: use withUser(), or add the module to OWNER_RIGHTS in eslint.config.mjs with its reason.',
};

const INDIA_TIME = {
  selector: "Literal[value='Asia/Kolkata']",
  message: "Days and times in India come from '@/lib/domain/india-time'.",
};
// The server's time is lib/clock.ts's, which tests may set (CLOCK_START) and the database reads
// too; durations are performance.now()'s. Client components keep the browser's time.
const SERVER = [
  'app/**',
  'lib/*.ts',
  ...[
    'actions',
    'auth',
    'calendar',
    'db',
    'messages',
    'payments',
    'pdf',
    'photos',
    'realtime',
    'reminders',
    'security',
    'sms',
    'supabase',
  ].map((dir) => `lib/${dir}/**`),
];
const CLIENT_FILES = ['app/[[]locale]/error.tsx', 'app/global-error.tsx', 'app/[[]locale]/(with-toaster)/receipt/error.tsx'];
const SERVER_TIME = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "The server's time is clockNow() from '@/lib/clock'.",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "The server's time is clockNow() from '@/lib/clock'; durations use performance.now().",
  },
];

const restricted = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'bench/floor/.next/**',
      '.next-*/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  { files: ['**/*.ts', '**/*.tsx'], ignores: WRAPPERS, rules: restricted([SONNER, LINK], [ICONS]) },
  { files: ['app/**'], ignores: Object.keys(OWNER_RIGHTS), rules: restricted([SONNER, LINK], [ICONS, DATABASE]) },
  {
    files: SHARED,
    ignores: [...WRAPPERS, ...Object.keys(OWNER_RIGHTS)],
    rules: restricted([SONNER, LINK], [ICONS, APP, DATABASE]),
  },
  { files: Object.keys(OWNER_RIGHTS).filter((file) => file.startsWith('lib/')), rules: restricted([SONNER, LINK], [ICONS, APP]) },
  { files: WRAPPERS, rules: restricted([], [APP, DATABASE]) },
  {
    files: SHARED.concat('app/**'),
    ignores: ['lib/domain/india-time.ts'],
    rules: { 'no-restricted-syntax': ['error', INDIA_TIME] },
  },
  {
    files: SERVER,
    ignores: ['lib/clock.ts', ...CLIENT_FILES],
    rules: { 'no-restricted-syntax': ['error', INDIA_TIME, ...SERVER_TIME] },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Only our modules are followed: node_modules is neither parsed nor part of a cycle.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
