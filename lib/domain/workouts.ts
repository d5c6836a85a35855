/** A small workout plan for each experience level of the profile; sessions rotate day by day. */
import type { WORKOUT_EXPERIENCE } from './profile-schema';

export type Experience = (typeof WORKOUT_EXPERIENCE)[number];

export interface WorkoutSession {
  title: string;
  minutes: number;
  /** A rough figure for a 60-75 kg adult, counted toward the day's 600. */
  calories: number;
  exercises: readonly string[];
}

const PLANS: Record<Experience, readonly WorkoutSession[]> = {
  beginner: [
    {
      title: 'Full-body basics',
      minutes: 25,
      calories: 180,
      exercises: [
        '5 min brisk walk to warm up',
        '3 × 10 chair squats',
        '3 × 8 wall push-ups',
        '3 × 20 s plank on knees',
        '5 min stretch',
      ],
    },
    {
      title: 'Walk and core',
      minutes: 30,
      calories: 200,
      exercises: ['20 min brisk walk', '3 × 10 glute bridges', '3 × 10 bird-dogs a side', '5 min stretch'],
    },
    {
      title: 'Gentle strength',
      minutes: 25,
      calories: 170,
      exercises: [
        '5 min march in place',
        '3 × 10 step-ups on a stair',
        '3 × 10 standing calf raises',
        '3 × 8 band rows or towel rows',
        '5 min stretch',
      ],
    },
  ],
  intermediate: [
    {
      title: 'Strength circuit',
      minutes: 40,
      calories: 320,
      exercises: [
        '5 min jog in place',
        '4 × 12 squats',
        '4 × 10 push-ups',
        '4 × 12 reverse lunges a leg',
        '4 × 40 s plank',
        '5 min stretch',
      ],
    },
    {
      title: 'Cardio intervals',
      minutes: 35,
      calories: 350,
      exercises: [
        '5 min warm-up',
        '10 × (40 s fast, 20 s slow) skipping or high knees',
        '3 × 15 mountain climbers',
        '5 min stretch',
      ],
    },
    {
      title: 'Lower body and core',
      minutes: 40,
      calories: 300,
      exercises: [
        '5 min warm-up',
        '4 × 12 sumo squats',
        '4 × 12 glute bridges',
        '3 × 10 side lunges a side',
        '3 × 45 s side plank a side',
      ],
    },
  ],
  advanced: [
    {
      title: 'HIIT',
      minutes: 45,
      calories: 480,
      exercises: ['5 min warm-up', '5 rounds: 12 burpees, 20 jump squats, 15 push-ups, 30 s sprint in place', '5 min stretch'],
    },
    {
      title: 'Strength and power',
      minutes: 50,
      calories: 420,
      exercises: [
        '5 min warm-up',
        '5 × 8 jump lunges a leg',
        '5 × 12 decline push-ups',
        '5 × 10 single-leg deadlifts a leg',
        '4 × 60 s plank',
      ],
    },
    {
      title: 'Endurance',
      minutes: 50,
      calories: 500,
      exercises: ['40 min run or cycle at a steady pace', '3 × 20 mountain climbers', '5 min stretch'],
    },
  ],
};

/** Today's session: the plan of the customer's level, taken in turn from day 1. */
export function sessionFor(experience: Experience, day: number): WorkoutSession {
  const plan = PLANS[experience];
  return plan[(Math.max(1, day) - 1) % plan.length]!;
}
