import { hold, minutes, reps, workout } from './build';
import type { ProgrammeTemplate } from './types';

export const PCOD_THYROID_STRENGTH: ProgrammeTemplate = {
  name: 'Strength for PCOD and thyroid',
  summary:
    'Three strength workouts a week with dumbbells or a band, getting steadily heavier, plus one or two days of gentle low-impact cardio, for women with PCOD or a thyroid condition.',
  needsClearance: false,
  phases: [
    {
      name: 'Foundation',
      days: 15,
      workouts: [
        workout(
          'Lower body strength',
          [1],
          [
            reps('dumbbell-goblet-squat', 3, 8, 12, { rest: 90, rpe: 6, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 3, 8, 12, { rest: 90, rpe: 6, note: 'Hips back, dumbbells close to the legs' }),
            reps('glute-bridge', 3, 12, 15),
            reps('reverse-lunge', 2, 8, 10),
            reps('standing-calf-raise', 2, 12, 15),
            reps('dead-bug', 3, 8, 10),
          ],
        ),
        workout(
          'Upper body strength',
          [3],
          [
            reps('dumbbell-bent-over-row', 3, 8, 12, { rest: 75, rpe: 6, note: 'Flat back, brace before you pull' }),
            reps('dumbbell-floor-press', 3, 8, 12, { rest: 75, rpe: 6 }),
            reps('dumbbell-seated-shoulder-press', 3, 8, 12),
            reps('band-pull-apart', 2, 12, 15),
            reps('dumbbell-biceps-curl', 2, 10, 12),
            hold('knee-plank', 3, 20),
          ],
        ),
        workout(
          'Full body strength',
          [5],
          [
            reps('dumbbell-goblet-squat', 3, 10, 12, { rest: 75, rpe: 6 }),
            reps('dumbbell-one-arm-row', 3, 10, 12),
            reps('knee-push-up', 3, 6, 10),
            reps('hip-thrust-chair', 3, 10, 12),
            reps('pallof-press', 2, 10, 10),
            reps('bird-dog', 2, 8, 10),
          ],
        ),
        workout(
          'Brisk walk',
          [6],
          [minutes('brisk-walk', 20, { note: 'Fast enough to talk but not sing' }), hold('step-touch', 3, 60)],
        ),
      ],
    },
    {
      name: 'Build',
      days: 15,
      workouts: [
        workout(
          'Lower body strength',
          [1],
          [
            reps('dumbbell-goblet-squat', 4, 8, 12, { rest: 90, rpe: 7, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 4, 8, 12, { rest: 90, rpe: 7 }),
            reps('reverse-lunge', 3, 8, 10),
            reps('single-leg-glute-bridge', 3, 8, 10),
            reps('standing-calf-raise', 3, 12, 15),
            reps('dead-bug', 3, 10, 12),
          ],
        ),
        workout(
          'Upper body strength',
          [3],
          [
            reps('dumbbell-bent-over-row', 4, 8, 12, { rest: 75, rpe: 7 }),
            reps('dumbbell-floor-press', 4, 8, 12, { rest: 75, rpe: 7 }),
            reps('dumbbell-seated-shoulder-press', 3, 8, 12, { rpe: 7 }),
            reps('band-face-pull', 3, 12, 15),
            reps('dumbbell-hammer-curl', 2, 10, 12),
            reps('dumbbell-triceps-kickback', 2, 10, 12),
            hold('forearm-plank', 3, 30),
          ],
        ),
        workout(
          'Full body strength',
          [5],
          [
            reps('dumbbell-goblet-squat', 3, 10, 12, { rest: 75, rpe: 7 }),
            reps('dumbbell-one-arm-row', 4, 8, 12, { rpe: 7 }),
            reps('knee-push-up', 3, 8, 12),
            reps('hip-thrust-chair', 3, 12, 15),
            hold('dumbbell-farmers-carry', 3, 40),
            reps('pallof-press', 3, 10, 12),
          ],
        ),
        workout(
          'Walk and shadow-boxing',
          [6],
          [minutes('brisk-walk', 20), hold('shadow-boxing', 4, 45), hold('step-touch', 3, 60)],
        ),
      ],
    },
    {
      name: 'Transform',
      days: 15,
      workouts: [
        workout(
          'Lower body strength',
          [1],
          [
            reps('dumbbell-goblet-squat', 4, 8, 10, { rest: 90, rpe: 8, note: 'Slow on the way down' }),
            reps('dumbbell-romanian-deadlift', 4, 8, 10, { rest: 90, rpe: 8 }),
            reps('dumbbell-lunge', 3, 8, 10),
            reps('single-leg-glute-bridge', 3, 10, 12),
            reps('band-lateral-walk', 2, 12, 12),
            reps('dead-bug', 3, 10, 12),
          ],
        ),
        workout('Brisk walk', [2], [minutes('brisk-walk', 30, { note: 'Fast enough to talk but not sing' })]),
        workout(
          'Upper body strength',
          [3],
          [
            reps('dumbbell-bent-over-row', 4, 8, 10, { rest: 75, rpe: 8 }),
            reps('dumbbell-floor-press', 4, 8, 10, { rest: 75, rpe: 8 }),
            reps('dumbbell-seated-shoulder-press', 4, 8, 10, { rpe: 7 }),
            reps('dumbbell-reverse-fly', 3, 12, 15),
            reps('push-up', 3, 6, 10, { note: 'Drop to your knees when the form slips' }),
            hold('forearm-plank', 3, 40),
          ],
        ),
        workout(
          'Full body strength',
          [5],
          [
            reps('dumbbell-squat-to-press', 3, 10, 12, { rest: 75, rpe: 7 }),
            reps('dumbbell-one-arm-row', 4, 10, 12),
            reps('hip-thrust-chair', 4, 12, 15, { rest: 45 }),
            hold('dumbbell-farmers-carry', 4, 45),
            reps('pallof-press', 3, 12, 12),
            hold('knee-side-plank', 3, 25),
          ],
        ),
        workout(
          'Low-impact cardio',
          [6],
          [
            hold('step-touch', 4, 60),
            hold('shadow-boxing', 4, 60),
            hold('standing-knee-drive', 4, 45),
            hold('standing-cross-crunch-march', 4, 45),
            hold('skater-step', 3, 45),
            minutes('spot-marching', 5),
          ],
        ),
      ],
    },
  ],
};
