import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The one place each of these is imported from: sonner's and the icons' wrappers themselves are exempt. */
const WRAPPERS = ['components/ui/sonner.tsx', 'components/ui/sonner-toaster.tsx', 'components/icons.tsx'];
const SONNER = { name: 'sonner', message: "Use toast from '@/components/ui/sonner': it scopes toasts to their page." };
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
  { files: ['**/*.ts', '**/*.tsx'], ignores: WRAPPERS, rules: restricted([SONNER], [ICONS]) },
  { files: SHARED, ignores: WRAPPERS, rules: restricted([SONNER], [ICONS, APP]) },
  { files: WRAPPERS, rules: restricted([], [APP]) },
  {
    files: SHARED.concat('app/**'),
    ignores: ['lib/domain/india-time.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "Literal[value='Asia/Kolkata']", message: "Days and times in India come from '@/lib/domain/india-time'." },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    // Only our modules are followed: node_modules is neither parsed nor part of a cycle.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
