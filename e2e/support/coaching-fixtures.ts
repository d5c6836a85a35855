import path from 'node:path';

/**
 * The coaching servers' people, one set per viewport project and per attempt. Each project has a
 * server of its own, where its tests run as one serial group; CI retries a failed group whole, so
 * a retry gets people whose weekly check-in is still due and whose numbers have not just asked for a code (one a
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
  /** An in-person client of 31 days whose last body composition check was on day 1. */
  studio: { phone: string; name: string };
  /** A client who agreed to progress photos and took a front, side and back photo 14 days ago. */
  photos: { phone: string; name: string };
  /** A 6-month online client whose weekly video call 8 days ago is not marked yet. */
  caller: { phone: string; name: string };
  /** A 3-month online client: their plan has no video call. */
  kickstart: { phone: string; name: string };
}

export const COACHING_FIXTURES = {
  'coaching-360': [
    {
      admin: { phone: '9000000900' },
      coach: { phone: '9000000940', name: 'Coach Seema' },
      silent: { phone: '9000000950', name: 'Sunita Rao' },
      weekly: { phone: '9000000951', name: 'Wasim Khan' },
      eater: { phone: '9000000970', name: 'Farida Shaikh' },
      studio: { phone: '9000000980', name: 'Priya Kulkarni' },
      photos: { phone: '9000000984', name: 'Neha Bhat' },
      caller: { phone: '9000000988', name: 'Gauri Patil' },
      kickstart: { phone: '9000000992', name: 'Hema Sethi' },
    },
    {
      admin: { phone: '9000000902' },
      coach: { phone: '9000000942', name: 'Coach Shalini' },
      silent: { phone: '9000000952', name: 'Sanjay Rao' },
      weekly: { phone: '9000000953', name: 'Wahida Khan' },
      eater: { phone: '9000000971', name: 'Farhan Shaikh' },
      studio: { phone: '9000000981', name: 'Pranav Kulkarni' },
      photos: { phone: '9000000985', name: 'Nikhil Bhat' },
      caller: { phone: '9000000989', name: 'Gaurav Patil' },
      kickstart: { phone: '9000000993', name: 'Harish Sethi' },
    },
  ],
  'coaching-1280': [
    {
      admin: { phone: '9000000901' },
      coach: { phone: '9000000941', name: 'Coach Tara' },
      silent: { phone: '9000000960', name: 'Suresh Pillai' },
      weekly: { phone: '9000000961', name: 'Meena Iyer' },
      eater: { phone: '9000000972', name: 'Lata Menon' },
      studio: { phone: '9000000982', name: 'Kavya Joshi' },
      photos: { phone: '9000000986', name: 'Ritu Das' },
      caller: { phone: '9000000990', name: 'Geeta Menon' },
      kickstart: { phone: '9000000994', name: 'Hina Kapoor' },
    },
    {
      admin: { phone: '9000000903' },
      coach: { phone: '9000000943', name: 'Coach Tanvi' },
      silent: { phone: '9000000962', name: 'Sudha Pillai' },
      weekly: { phone: '9000000963', name: 'Mohan Iyer' },
      eater: { phone: '9000000973', name: 'Lalit Menon' },
      studio: { phone: '9000000983', name: 'Kiran Joshi' },
      photos: { phone: '9000000987', name: 'Rohan Das' },
      caller: { phone: '9000000991', name: 'Girish Menon' },
      kickstart: { phone: '9000000995', name: 'Hari Kapoor' },
    },
  ],
} as const satisfies Record<string, readonly CoachingFixture[]>;

export type CoachingProject = keyof typeof COACHING_FIXTURES;

export const COACHING_PROJECTS = Object.keys(COACHING_FIXTURES) as CoachingProject[];

/** When the photos fixture took its first photos, and its weight and waist then and 2 days ago. */
export const FIRST_PHOTOS_DAYS_AGO = 14;
/** The caller's unmarked call: this many days ago at 6 pm in India (the week before this one). */
export const LAST_CALL_DAYS_AGO = 8;
export const PHOTO_FIGURES = { then: { weight: 84, waist: 95 }, lately: { weight: 82.5, waist: 92.5 } } as const;

/** A project's coaching server's database folder. */
export const coachingDatabaseDir = (dataDir: string, project: CoachingProject) => path.join(dataDir, `${project}-pglite`);

/**
 * The instant the coaching servers' clock reads when they start (their CLOCK_START, fixed by
 * scripts/e2e.mjs after the build): noon in India on the day the run began. Their clients' days
 * are seeded from it, so a run that crosses midnight in India finds them as seeded. The browsers
 * keep the real time: pages render client components with it on both sides, server and browser.
 */
export function coachingClockStart(): string {
  const start = process.env.E2E_COACHING_CLOCK_START;
  if (!start) throw new Error("Run the browser tests with `npm run test:e2e`: it sets the coaching servers' clock.");
  return start;
}

/** A project's coaching server's port: the main test server's, plus one or two. */
export const coachingPort = (port: number, project: CoachingProject) => port + 1 + COACHING_PROJECTS.indexOf(project);

/** This project's set for this attempt. */
export function coachingFixture(project: CoachingProject, retry: number): CoachingFixture {
  const fixture = COACHING_FIXTURES[project][retry];
  if (!fixture) throw new Error(`No coaching fixture for attempt ${retry + 1} of ${project}.`);
  return fixture;
}
