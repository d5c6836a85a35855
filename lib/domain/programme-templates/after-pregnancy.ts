import { hold, minutes, reps, workout } from './build';
import type { ProgrammeTemplate } from './types';

export const AFTER_PREGNANCY: ProgrammeTemplate = {
  name: 'After pregnancy',
  summary:
    "Only after your doctor's clearance: three to four gentle workouts a week to rebuild the pelvic floor and core, with walking that grows from 10 to 30 minutes.",
  needsClearance: true,
  phases: [
    {
      name: 'Foundation',
      days: 15,
      workouts: [
        workout(
          'Pelvic floor and walk',
          [1, 5],
          [
            hold('core-breathing-brace', 3, 30, { note: 'Breathe out as you draw the belly in' }),
            reps('kegel-lying', 3, 8, 10, { rest: 30, note: 'Squeeze and lift, then let go fully' }),
            reps('pelvic-tilt', 3, 10, 10),
            reps('heel-slide', 2, 10, 10),
            reps('glute-bridge', 2, 10, 10),
            minutes('brisk-walk', 10, { note: 'An easy pace you can talk at' }),
          ],
        ),
        workout(
          'Gentle strength',
          [3],
          [
            reps('kegel-seated', 2, 10, 10, { rest: 30 }),
            reps('supported-chair-squat', 3, 8, 10),
            reps('wall-push-up', 3, 8, 10),
            reps('glute-bridge', 3, 10, 12),
            reps('supported-side-lying-leg-lift', 2, 10, 10),
            reps('seated-calf-raise', 2, 12, 15),
            reps('wall-pelvic-tilt', 2, 10, 10),
            minutes('spot-marching', 5),
          ],
        ),
      ],
    },
    {
      name: 'Build',
      days: 15,
      workouts: [
        workout(
          'Core and walk',
          [1, 5],
          [
            hold('core-breathing-brace', 3, 30),
            reps('kegel-lying', 3, 10, 12, { rest: 30 }),
            reps('heel-slide', 3, 10, 12),
            reps('dead-bug', 2, 6, 8, { note: 'Back flat, breathe out as the leg goes' }),
            reps('standing-march-brace', 2, 10, 12),
            minutes('brisk-walk', 20),
          ],
        ),
        workout(
          'Gentle strength',
          [3],
          [
            reps('kegel-seated', 2, 10, 12, { rest: 30 }),
            reps('chair-squat', 3, 10, 12, { note: 'Slow on the way down' }),
            reps('wall-push-up', 3, 10, 12),
            reps('glute-bridge', 3, 12, 15),
            reps('clamshell', 2, 12, 12),
            reps('supported-standing-hip-abduction', 2, 12, 12),
            reps('standing-calf-raise', 2, 15, 15),
            reps('bird-dog', 2, 6, 8),
            minutes('step-touch', 5),
          ],
        ),
      ],
    },
    {
      name: 'Transform',
      days: 15,
      workouts: [
        workout(
          'Core and walk',
          [1, 4],
          [
            hold('core-breathing-brace', 2, 30),
            reps('kegel-seated', 2, 10, 12, { rest: 30 }),
            reps('dead-bug', 3, 8, 10, { note: 'Back flat, breathe out as the leg goes' }),
            reps('bird-dog', 3, 8, 10),
            reps('standing-march-brace', 2, 12, 12),
            minutes('brisk-walk', 30),
          ],
        ),
        workout(
          'Gentle strength',
          [2, 6],
          [
            reps('chair-squat', 4, 10, 12, { rest: 45, note: 'Slow on the way down' }),
            reps('chair-incline-push-up', 3, 8, 12),
            reps('single-leg-glute-bridge', 3, 8, 10),
            reps('hip-thrust-chair', 3, 12, 12),
            reps('clamshell', 3, 12, 15, { rest: 45 }),
            reps('side-lying-leg-raise', 2, 12, 12, { rest: 45 }),
            reps('good-morning', 2, 10, 12, { note: 'Only as far as your back stays flat' }),
            hold('step-touch', 3, 60),
          ],
        ),
      ],
    },
  ],
};
