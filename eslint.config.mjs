import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/ui/sonner.tsx', 'components/ui/sonner-toaster.tsx', 'components/icons.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sonner', message: "Use toast from '@/components/ui/sonner': it scopes toasts to their page." }],
          patterns: [
            {
              regex: '^@/app/(?!.*/actions$)',
              message: 'Components and lib may import Server Actions from app/, nothing else.',
            },
            {
              regex: '^(lucide(-[a-z]+)?|@lucide/[^/]+)(/|$)',
              message: "Import icons from '@/components/icons': one component draws them, in server and client components.",
            },
          ],
        },
      ],
    },
  },
];

export default config;
