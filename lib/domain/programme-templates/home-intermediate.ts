import { hold, reps, workout } from './build';
import type { ProgrammeTemplate } from './types';

export const HOME_INTERMEDIATE: ProgrammeTemplate = {
  name: 'Home intermediate',
  summary:
    'Four to five workouts a week at home for someone already exercising: an upper and lower body split with dumbbells or a resistance band, plus cardio intervals and core.',
  needsClearance: false,
  phases: [
    {
      name: 'Foundation',
      days: 15,
      workouts: [
        workout(
          'Upper body',
          [1],
          [
            reps('dumbbell-floor-press', 3, 8, 12, { rest: 75, rpe: 7 }),
            reps('dumbbell-one-arm-row', 3, 8, 12, { rpe: 7, note: 'Pull the elbow towards your hip' }),
            reps('dumbbell-seated-shoulder-press', 3, 8, 12),
            reps('band-pull-apart', 3, 12, 15),
            reps('dumbbell-biceps-curl', 2, 10, 12),
            reps('dumbbell-overhead-triceps-extension', 2, 10, 12),
            hold('forearm-plank', 3, 30),
          ],
        ),
        workout(
          'Legs and glutes',
          [2],
          [
            reps('dumbbell-goblet-squat', 3, 8, 12, { rest: 75, rpe: 7, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 3, 8, 12, { rest: 75, rpe: 7, note: 'Hips back, flat back' }),
            reps('dumbbell-lunge', 3, 8, 10),
            reps('glute-bridge', 3, 12, 15),
            reps('band-lateral-walk', 2, 10, 12),
            reps('standing-calf-raise', 3, 12, 15),
          ],
        ),
        workout(
          'Cardio and core',
          [4],
          [
            hold('jumping-jacks', 4, 30),
            hold('high-knees', 4, 30),
            hold('skater-step', 4, 30),
            hold('mountain-climber', 3, 30),
            reps('dead-bug', 3, 10, 12),
            hold('side-plank', 2, 20),
            reps('reverse-crunch', 3, 10, 12),
          ],
        ),
        workout(
          'Full body',
          [6],
          [
            reps('dumbbell-squat-to-press', 3, 10, 12, { rpe: 7 }),
            reps('dumbbell-bent-over-row', 3, 8, 12, { note: 'Flat back, brace before you pull' }),
            reps('push-up', 3, 6, 10, { note: 'Drop to your knees when the form slips' }),
            reps('dumbbell-step-up', 3, 8, 10),
            reps('pallof-press', 2, 10, 10),
            hold('shadow-boxing', 3, 45),
          ],
        ),
      ],
    },
    {
      name: 'Build',
      days: 15,
      workouts: [
        workout(
          'Upper body',
          [1],
          [
            reps('dumbbell-floor-press', 4, 8, 12, { rest: 75, rpe: 8 }),
            reps('dumbbell-one-arm-row', 4, 8, 12, { rpe: 8 }),
            reps('dumbbell-seated-shoulder-press', 3, 8, 12, { rpe: 7 }),
            reps('dumbbell-floor-fly', 3, 10, 12),
            reps('dumbbell-reverse-fly', 3, 10, 12),
            reps('dumbbell-hammer-curl', 3, 10, 12, { rest: 45 }),
            reps('dumbbell-triceps-kickback', 3, 10, 12, { rest: 45, superset: true }),
            hold('forearm-plank', 3, 40),
          ],
        ),
        workout(
          'Legs and glutes',
          [2],
          [
            reps('dumbbell-goblet-squat', 4, 8, 12, { rest: 75, rpe: 8, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 4, 8, 12, { rest: 75, rpe: 8, note: 'Hips back, flat back' }),
            reps('dumbbell-lunge', 3, 10, 12),
            reps('single-leg-glute-bridge', 3, 10, 12),
            reps('band-hip-abduction', 3, 12, 12, { rest: 45 }),
            reps('standing-calf-raise', 3, 15, 20, { rest: 45 }),
          ],
        ),
        workout(
          'Cardio intervals and core',
          [4],
          [
            hold('jumping-jacks', 4, 40, { rest: 20 }),
            reps('jump-squat', 3, 10, 12, { rest: 30, note: 'Land softly' }),
            hold('high-knees', 4, 40, { rest: 20 }),
            hold('skater-jump', 4, 30),
            hold('mountain-climber', 4, 40, { rest: 20 }),
            reps('bicycle-crunch', 3, 12, 16),
            hold('hollow-hold', 3, 20),
            reps('russian-twist', 3, 16, 20),
          ],
        ),
        workout(
          'Full body',
          [6],
          [
            reps('dumbbell-thruster', 3, 10, 12, { rest: 75, rpe: 7 }),
            reps('dumbbell-bent-over-row', 4, 8, 12, { rpe: 7 }),
            reps('push-up', 3, 8, 12),
            reps('dumbbell-step-up', 3, 10, 12),
            reps('step-back-burpee', 3, 8, 10),
            hold('dumbbell-farmers-carry', 3, 40),
            reps('pallof-press', 3, 10, 12, { rest: 45 }),
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
            reps('dumbbell-floor-press', 4, 8, 10, { rpe: 8, note: 'Slow on the way down' }),
            reps('dumbbell-seated-shoulder-press', 4, 8, 12, { rpe: 8 }),
            reps('wide-push-up', 3, 8, 12),
            reps('dumbbell-lateral-raise', 3, 12, 15, { rest: 45 }),
            reps('dumbbell-overhead-triceps-extension', 3, 10, 12, { rest: 45 }),
            reps('chair-dip', 3, 8, 12, { rest: 45 }),
          ],
        ),
        workout(
          'Legs and glutes',
          [2],
          [
            reps('dumbbell-goblet-squat', 4, 10, 12, { rpe: 8, note: 'Pause for a second at the bottom' }),
            reps('dumbbell-romanian-deadlift', 4, 10, 12, { rpe: 8 }),
            reps('dumbbell-lunge', 4, 10, 12),
            reps('single-leg-glute-bridge', 3, 12, 15, { rest: 45 }),
            hold('wall-sit', 3, 45),
            reps('standing-calf-raise', 4, 15, 20, { rest: 45 }),
          ],
        ),
        workout(
          'Cardio intervals and core',
          [3],
          [
            reps('burpee', 4, 8, 10, { rest: 45 }),
            hold('high-knees', 5, 40, { rest: 20 }),
            hold('skater-jump', 4, 40, { rest: 20 }),
            hold('mountain-climber', 5, 40, { rest: 20 }),
            reps('jump-squat', 4, 10, 12, { rest: 40, note: 'Land softly' }),
            reps('leg-raise', 3, 10, 12, { rest: 45 }),
            hold('flutter-kicks', 3, 30),
            hold('side-plank', 3, 30),
          ],
        ),
        workout(
          'Upper body pull',
          [5],
          [
            reps('dumbbell-bent-over-row', 4, 8, 12, { rpe: 8 }),
            reps('dumbbell-one-arm-row', 3, 10, 12),
            reps('dumbbell-reverse-fly', 3, 12, 15, { rest: 45 }),
            reps('band-face-pull', 3, 12, 15, { rest: 45 }),
            reps('dumbbell-biceps-curl', 3, 10, 12, { rest: 45 }),
            reps('dumbbell-hammer-curl', 3, 10, 12, { rest: 45 }),
            hold('bear-crawl', 3, 30),
          ],
        ),
        workout(
          'Full body',
          [6],
          [
            reps('dumbbell-thruster', 4, 10, 12, { rpe: 8 }),
            reps('dumbbell-step-up', 3, 10, 12),
            reps('push-up', 4, 8, 12),
            hold('dumbbell-farmers-carry', 4, 45),
            reps('burpee', 3, 8, 10),
            hold('jumping-jacks', 4, 45, { rest: 15 }),
            reps('russian-twist', 3, 20, 20, { rest: 45 }),
          ],
        ),
      ],
    },
  ],
};
