/**
 * The coaching server's people, one set per viewport project and per attempt: the projects'
 * tests run as one serial group, and CI retries a failed group whole, so a retry gets people
 * whose weekly check-in is still due and whose numbers have not just asked for a code (one a
 * minute). e2e/support/seed-coaching.ts seeds the coaches and the clients, the test server's
 * ADMIN_PHONES names the admins. Numbers of their own, apart from randomPhone()'s.
 */
export interface CoachingFixture {
  admin: { phone: string };
  coach: { phone: string; name: string };
  silent: { phone: string; name: string };
  weekly: { phone: string; name: string };
  /** A client who logged dal tadka and two rotis for lunch yesterday. */
  eater: { phone: string; name: string };
}

export const COACHING_FIXTURES = {
  'coaching-360': [
    {
      admin: { phone: '9000000900' },
      coach: { phone: '9000000940', name: 'Coach Seema' },
      silent: { phone: '9000000950', name: 'Sunita Rao' },
      weekly: { phone: '9000000951', name: 'Wasim Khan' },
      eater: { phone: '9000000970', name: 'Farida Shaikh' },
    },
    {
      admin: { phone: '9000000902' },
      coach: { phone: '9000000942', name: 'Coach Shalini' },
      silent: { phone: '9000000952', name: 'Sanjay Rao' },
      weekly: { phone: '9000000953', name: 'Wahida Khan' },
      eater: { phone: '9000000971', name: 'Farhan Shaikh' },
    },
  ],
  'coaching-1280': [
    {
      admin: { phone: '9000000901' },
      coach: { phone: '9000000941', name: 'Coach Tara' },
      silent: { phone: '9000000960', name: 'Suresh Pillai' },
      weekly: { phone: '9000000961', name: 'Meena Iyer' },
      eater: { phone: '9000000972', name: 'Lata Menon' },
    },
    {
      admin: { phone: '9000000903' },
      coach: { phone: '9000000943', name: 'Coach Tanvi' },
      silent: { phone: '9000000962', name: 'Sudha Pillai' },
      weekly: { phone: '9000000963', name: 'Mohan Iyer' },
      eater: { phone: '9000000973', name: 'Lalit Menon' },
    },
  ],
} as const satisfies Record<string, readonly CoachingFixture[]>;

export type CoachingProject = keyof typeof COACHING_FIXTURES;

/** Every fixture set there is, for the seed and the admins' list. */
export const allCoachingFixtures = (): CoachingFixture[] => Object.values(COACHING_FIXTURES).flat();

/** The coaching server's port: the main test server's, plus one. */
export const coachingPort = (port: number) => port + 1;
