import { hold, minutes, reps, workout } from './build';
import type { ProgrammeTemplate } from './types';

export const LOW_IMPACT: ProgrammeTemplate = {
  name: 'Low impact',
  summary:
    'Three to four gentle workouts a week for sore knees or a sore back: no jumping, no deep squats or lunges, only a chair, a mat and a resistance band.',
  needsClearance: false,
  phases: [
    {
      name: 'Foundation',
      days: 15,
      workouts: [
        workout(
          'Legs and glutes',
          [1, 5],
          [
            reps('chair-squat', 3, 8, 12, { note: 'Sit back to the chair, stand up tall' }),
            reps('glute-bridge', 3, 10, 15),
            reps('band-clamshell', 3, 10, 12),
            reps('supported-standing-hip-abduction', 2, 10, 12),
            reps('seated-calf-raise', 3, 15, 15),
            reps('dead-bug', 3, 8, 10, { note: 'Keep your lower back on the mat' }),
            minutes('seated-chair-march', 3),
          ],
        ),
        workout(
          'Walk and upper body',
          [3],
          [
            minutes('brisk-walk', 15),
            reps('band-row', 3, 10, 12),
            reps('wall-push-up', 3, 10, 12),
            reps('band-pull-apart', 2, 12, 15),
            hold('knee-plank', 3, 20),
          ],
        ),
      ],
    },
    {
      name: 'Build',
      days: 15,
      workouts: [
        workout(
          'Legs and glutes',
          [1, 4],
          [
            reps('chair-squat', 4, 10, 12, { rest: 45, note: 'Slow on the way down' }),
            reps('hip-thrust-chair', 3, 10, 12),
            reps('band-lateral-walk', 3, 10, 10),
            reps('band-glute-kickback', 3, 12, 12),
            reps('glute-bridge', 3, 15, 15, { note: 'Squeeze for two seconds at the top' }),
            reps('bird-dog', 3, 8, 10),
            hold('knee-side-plank', 2, 20),
          ],
        ),
        workout(
          'Upper body and core',
          [2],
          [
            reps('band-chest-press', 3, 10, 12),
            reps('band-row', 4, 10, 12),
            reps('band-lat-pulldown', 3, 10, 12),
            reps('band-face-pull', 3, 12, 15),
            reps('band-biceps-curl', 2, 12, 12, { rest: 45 }),
            reps('band-triceps-pushdown', 2, 12, 12, { rest: 45 }),
            reps('pallof-press', 3, 10, 10),
            reps('dead-bug', 3, 10, 12),
          ],
        ),
        workout(
          'Walk and seated cardio',
          [6],
          [
            minutes('brisk-walk', 20),
            hold('seated-chair-march', 3, 60),
            reps('standing-calf-raise', 3, 15, 15),
            reps('clamshell', 2, 15, 15),
          ],
        ),
      ],
    },
    {
      name: 'Transform',
      days: 15,
      workouts: [
        workout(
          'Legs and glutes',
          [1, 4],
          [
            reps('chair-squat', 4, 12, 15, { rest: 45, note: 'Slow on the way down' }),
            reps('single-leg-glute-bridge', 3, 8, 12),
            reps('hip-thrust-chair', 4, 12, 12, { rest: 45 }),
            reps('band-hip-abduction', 3, 15, 15, { rest: 45 }),
            reps('band-leg-press', 3, 12, 15),
            reps('standing-calf-raise', 3, 15, 20, { rest: 45 }),
            hold('knee-side-plank', 3, 25),
          ],
        ),
        workout(
          'Upper body and core',
          [2],
          [
            reps('band-chest-press', 4, 10, 12, { rest: 45 }),
            reps('band-row', 4, 12, 12, { rest: 45 }),
            reps('band-shoulder-press', 3, 10, 12),
            reps('band-lat-pulldown', 3, 12, 12),
            reps('band-face-pull', 3, 15, 15, { rest: 45 }),
            reps('chair-incline-push-up', 3, 8, 12),
            reps('pallof-press', 3, 12, 12),
            hold('forearm-plank', 3, 30),
          ],
        ),
        workout(
          'Low-impact cardio',
          [6],
          [
            minutes('brisk-walk', 25),
            hold('step-touch', 3, 60),
            hold('standing-knee-drive', 3, 45),
            hold('shadow-boxing', 3, 45),
            hold('seated-chair-march', 3, 60),
          ],
        ),
      ],
    },
  ],
};
