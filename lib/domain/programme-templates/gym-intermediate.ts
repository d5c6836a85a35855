import { hold, minutes, reps, workout } from './build';
import type { ProgrammeTemplate } from './types';

export const GYM_INTERMEDIATE: ProgrammeTemplate = {
  name: 'Gym intermediate',
  summary:
    'Four to five gym workouts a week on machines and dumbbells: push, pull and legs days, each with machine cardio on the treadmill, cross-trainer, bike or rowing machine.',
  needsClearance: false,
  phases: [
    {
      name: 'Foundation',
      days: 15,
      workouts: [
        workout(
          'Upper body push',
          [1],
          [
            reps('chest-press-machine', 3, 10, 12, { rest: 75, rpe: 7 }),
            reps('shoulder-press-machine', 3, 10, 12, { rpe: 7 }),
            reps('pec-deck', 3, 12, 15),
            reps('dumbbell-lateral-raise', 2, 12, 15),
            reps('cable-triceps-pushdown', 3, 10, 12),
            minutes('cross-trainer', 10),
          ],
        ),
        workout(
          'Upper body pull',
          [2],
          [
            reps('lat-pulldown', 3, 10, 12, { rest: 75, rpe: 7, note: 'Pull to the top of your chest' }),
            reps('seated-cable-row', 3, 10, 12, { rpe: 7 }),
            reps('dumbbell-one-arm-row', 3, 10, 12),
            reps('cable-face-pull', 3, 12, 15),
            reps('cable-biceps-curl', 3, 10, 12),
            minutes('rowing-machine', 8, { note: 'Push with the legs first, then pull' }),
          ],
        ),
        workout(
          'Legs and glutes',
          [4],
          [
            reps('leg-press', 3, 10, 12, { rest: 90, rpe: 7, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 3, 10, 12, { rest: 75, rpe: 7, note: 'Hips back, flat back' }),
            reps('seated-leg-curl', 3, 10, 12),
            reps('leg-extension', 3, 12, 15),
            reps('hip-abduction-machine', 3, 12, 15),
            reps('calf-raise-machine', 3, 12, 15),
            minutes('stationary-bike', 8),
          ],
        ),
        workout(
          'Cardio and core',
          [6],
          [
            minutes('incline-treadmill-walk', 15, { note: 'Without holding the rails' }),
            hold('stationary-bike', 6, 60, { note: 'Hard minute, easy 30 s' }),
            reps('dead-bug', 3, 10, 12),
            hold('forearm-plank', 3, 30),
            reps('cable-woodchop', 3, 10, 10),
          ],
        ),
      ],
    },
    {
      name: 'Build',
      days: 15,
      workouts: [
        workout(
          'Upper body push',
          [1],
          [
            reps('chest-press-machine', 4, 8, 10, { rest: 75, rpe: 8 }),
            reps('dumbbell-seated-shoulder-press', 3, 8, 12, { rpe: 7 }),
            reps('pec-deck', 3, 12, 15),
            reps('dumbbell-lateral-raise', 3, 12, 15, { rest: 45 }),
            reps('cable-triceps-pushdown', 3, 10, 12, { rest: 45 }),
            reps('dumbbell-overhead-triceps-extension', 2, 10, 12, { rest: 45 }),
            hold('cross-trainer', 6, 60, { note: 'Hard minute, easy 30 s' }),
          ],
        ),
        workout(
          'Upper body pull',
          [2],
          [
            reps('assisted-pull-up', 3, 6, 10, { rest: 90, rpe: 8 }),
            reps('lat-pulldown', 3, 10, 12),
            reps('seated-cable-row', 4, 8, 12, { rest: 75, rpe: 8 }),
            reps('dumbbell-reverse-fly', 3, 12, 15, { rest: 45 }),
            reps('cable-face-pull', 3, 12, 15, { rest: 45 }),
            reps('dumbbell-hammer-curl', 3, 10, 12, { rest: 45 }),
            hold('rowing-machine', 5, 60),
          ],
        ),
        workout(
          'Legs and glutes',
          [4],
          [
            reps('leg-press', 4, 8, 12, { rest: 90, rpe: 8, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 4, 8, 12, { rest: 75, rpe: 8 }),
            reps('dumbbell-lunge', 3, 10, 10),
            reps('lying-leg-curl', 3, 10, 12),
            reps('hip-abduction-machine', 3, 15, 15, { rest: 45 }),
            reps('cable-glute-kickback', 3, 12, 12, { rest: 45 }),
            reps('calf-raise-machine', 4, 12, 15, { rest: 45 }),
          ],
        ),
        workout(
          'Cardio and core',
          [6],
          [
            minutes('incline-treadmill-walk', 10),
            hold('stationary-bike', 6, 60, { note: 'Hard minute, easy 30 s' }),
            minutes('cross-trainer', 8),
            reps('cable-woodchop', 3, 12, 12, { rest: 45 }),
            hold('side-plank', 3, 30),
            reps('reverse-crunch', 3, 12, 15),
          ],
        ),
      ],
    },
    {
      name: 'Transform',
      days: 15,
      workouts: [
        workout(
          'Upper body push',
          [1],
          [
            reps('chest-press-machine', 4, 8, 10, { rpe: 8 }),
            reps('dumbbell-seated-shoulder-press', 4, 8, 10, { rpe: 8 }),
            reps('pec-deck', 3, 12, 15, { rest: 45 }),
            reps('dumbbell-lateral-raise', 3, 12, 15, { rest: 45 }),
            reps('cable-triceps-pushdown', 4, 10, 12, { rest: 45 }),
            reps('push-up', 3, 8, 12),
            hold('cross-trainer', 6, 60, { note: 'Hard minute, easy 30 s' }),
          ],
        ),
        workout(
          'Upper body pull',
          [2],
          [
            reps('assisted-pull-up', 4, 6, 10, { rest: 75, rpe: 8 }),
            reps('seated-cable-row', 4, 8, 10, { rpe: 8 }),
            reps('dumbbell-one-arm-row', 3, 10, 12),
            reps('cable-face-pull', 3, 12, 15, { rest: 45 }),
            reps('dumbbell-reverse-fly', 3, 12, 15, { rest: 45 }),
            reps('cable-biceps-curl', 3, 10, 12, { rest: 45 }),
            hold('rowing-machine', 6, 60, { rest: 45 }),
          ],
        ),
        workout(
          'Legs and glutes',
          [3],
          [
            reps('smith-machine-squat', 4, 8, 10, { rest: 90, rpe: 8, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 4, 8, 10, { rest: 75, rpe: 8 }),
            reps('leg-press', 3, 10, 12),
            reps('seated-leg-curl', 3, 10, 12),
            reps('dumbbell-step-up', 3, 10, 10),
            reps('calf-raise-machine', 4, 12, 15, { rest: 45 }),
          ],
        ),
        workout(
          'Cardio intervals and core',
          [5],
          [
            minutes('incline-treadmill-walk', 10),
            hold('stationary-bike', 6, 60, { rest: 20, note: 'Hard minute, easy 20 s' }),
            minutes('cross-trainer', 10),
            reps('cable-woodchop', 3, 12, 12, { rest: 45 }),
            hold('hollow-hold', 3, 20),
            reps('leg-raise', 3, 10, 12),
          ],
        ),
        workout(
          'Full-body machine circuit',
          [6],
          [
            reps('leg-press', 3, 12, 15, { rest: 45 }),
            reps('lat-pulldown', 3, 10, 12, { rest: 45 }),
            reps('chest-press-machine', 3, 10, 12, { rest: 45 }),
            reps('cable-glute-kickback', 3, 12, 12, { rest: 45 }),
            hold('dumbbell-farmers-carry', 3, 45),
            minutes('treadmill-brisk-walk', 15),
          ],
        ),
      ],
    },
  ],
};
