/**
 * The coaching server's people, one set per viewport project (a number asks for one code a
 * minute, and both projects sign in): e2e/support/seed-coaching.ts seeds the coach and the
 * clients, the test server's ADMIN_PHONES names the admins. Numbers of their own, apart from
 * randomPhone()'s.
 */
export const COACHING_FIXTURES = {
  'coaching-360': {
    admin: { phone: '9000000900' },
    coach: { phone: '9000000940', name: 'Coach Seema' },
    silent: { phone: '9000000950', name: 'Sunita Rao' },
    weekly: { phone: '9000000951', name: 'Wasim Khan' },
  },
  'coaching-1280': {
    admin: { phone: '9000000901' },
    coach: { phone: '9000000941', name: 'Coach Tara' },
    silent: { phone: '9000000960', name: 'Suresh Pillai' },
    weekly: { phone: '9000000961', name: 'Meena Iyer' },
  },
} as const;

export type CoachingProject = keyof typeof COACHING_FIXTURES;

/** The coaching server's port: the main test server's, plus one. */
export const coachingPort = (port: number) => port + 1;
