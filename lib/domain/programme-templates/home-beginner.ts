import { hold, minutes, reps, workout } from './build';
import type { ProgrammeTemplate } from './types';

export const HOME_BEGINNER: ProgrammeTemplate = {
  name: 'Home beginner',
  summary: 'Three to four workouts a week at home with no equipment: a chair and a mat at most.',
  needsClearance: false,
  phases: [
    {
      name: 'Foundation',
      days: 15,
      workouts: [
        workout(
          'Full-body basics',
          [1, 5],
          [
            reps('chair-squat', 3, 8, 12),
            reps('wall-push-up', 3, 8, 12),
            reps('glute-bridge', 3, 10, 15),
            hold('knee-plank', 3, 20),
            minutes('spot-marching', 3),
          ],
        ),
        workout(
          'Walk and core',
          [3],
          [
            minutes('brisk-walk', 15),
            reps('dead-bug', 3, 8, 12),
            reps('standing-calf-raise', 3, 12, 15),
            reps('side-lying-leg-raise', 2, 10, 12),
          ],
        ),
      ],
    },
    {
      name: 'Build',
      days: 15,
      workouts: [
        workout(
          'Lower body and core',
          [1, 4],
          [
            reps('bodyweight-squat', 3, 10, 15),
            reps('reverse-lunge', 3, 8, 10),
            reps('glute-bridge', 3, 12, 15),
            hold('knee-side-plank', 2, 20),
            reps('dead-bug', 3, 10, 12),
          ],
        ),
        workout(
          'Upper body and cardio',
          [2, 6],
          [
            reps('knee-push-up', 3, 6, 10),
            hold('step-jack', 3, 45),
            reps('good-morning', 3, 10, 12),
            hold('standing-knee-drive', 3, 45),
            hold('knee-plank', 3, 30),
          ],
        ),
      ],
    },
    {
      name: 'Transform',
      days: 15,
      workouts: [
        workout(
          'Strength circuit',
          [1, 4],
          [
            reps('sumo-squat', 3, 12, 15),
            reps('split-squat', 3, 8, 12),
            reps('knee-push-up', 3, 10, 12),
            reps('glute-bridge', 4, 12, 15),
            hold('forearm-plank', 3, 30),
          ],
        ),
        workout(
          'Cardio intervals',
          [2, 6],
          [
            hold('jumping-jacks', 4, 40, { rest: 20 }),
            hold('skater-step', 4, 40, { rest: 20 }),
            hold('shadow-boxing', 4, 45, { rest: 20 }),
            reps('reverse-crunch', 3, 10, 12),
            hold('standing-cross-crunch-march', 3, 45),
          ],
        ),
        workout('Walk and stretch', [3], [minutes('brisk-walk', 25), reps('bird-dog', 3, 8, 10)]),
      ],
    },
  ],
};
