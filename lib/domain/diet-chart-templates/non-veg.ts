/**
 * The non-vegetarian chart's base day (issue 42): one day, repeated every day, made for 1,500 kcal
 * with every slot's first option; each other option is within 8% of the first. Pure data.
 */
import type { BaseChart } from './types';

export const NON_VEG: BaseChart = {
  name: 'Non-vegetarian',
  summary:
    'For those who eat eggs, chicken and fish: a North Indian home kitchen of roti, rice, dal and sabzi, with lean meat or eggs in most meals.',
  diet: 'non-vegetarian',
  pcod: false,
  day: {
    slots: [
      {
        name: 'Early morning',
        meal: 'breakfast',
        note: 'Warm water with lemon on waking, then soaked almonds.',
        options: [{ foods: [{ foodId: 'almonds', serving: '10 pieces', quantity: 0.5 }] }],
      },
      {
        name: 'Breakfast',
        meal: 'breakfast',
        note: '',
        options: [
          {
            foods: [
              { foodId: 'omelette', serving: '1 omelette (2 eggs)', quantity: 1 },
              { foodId: 'roti', serving: '1 roti', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'moong-dal-chilla', serving: '1 chilla', quantity: 2 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
        ],
      },
      {
        name: 'Mid-morning',
        meal: 'snack',
        note: 'A whole fruit, not juice.',
        options: [{ foods: [{ foodId: 'guava', serving: '1 medium guava', quantity: 1 }] }],
      },
      {
        name: 'Lunch',
        meal: 'lunch',
        note: 'Eat the salad first; dal and sabzi are the bigger part of the plate, not roti or rice.',
        options: [
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'chicken-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
          {
            foods: [
              { foodId: 'plain-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'fish-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'dal-tadka', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'dal-tadka', serving: '1 katori', quantity: 1 },
              { foodId: 'mixed-veg-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Evening',
        meal: 'snack',
        note: 'Tea or coffee without sugar, if you like.',
        options: [
          { foods: [{ foodId: 'boiled-egg', serving: '1 egg', quantity: 2 }] },
          { foods: [{ foodId: 'sprouts-salad', serving: '1 katori', quantity: 1 }] },
        ],
      },
      {
        name: 'Dinner',
        meal: 'dinner',
        note: 'Finish dinner by 8 pm, two to three hours before bed.',
        options: [
          {
            foods: [
              { foodId: 'grilled-chicken', serving: '1 piece', quantity: 2 },
              { foodId: 'roti', serving: '1 roti', quantity: 1 },
              { foodId: 'lauki-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'egg-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'cucumber-raita', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'fish-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'lauki-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Bedtime',
        meal: 'snack',
        note: 'Warm, without sugar; a pinch of haldi if you like.',
        options: [{ foods: [{ foodId: 'milk-toned', serving: '1 cup', quantity: 1 }] }],
      },
    ],
  },
};
