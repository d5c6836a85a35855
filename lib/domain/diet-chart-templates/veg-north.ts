/**
 * The vegetarian North Indian chart's base day (issue 42): one day, repeated every day, made for
 * 1,500 kcal with every slot's first option; each other option is within 8% of the first. Pure
 * data.
 */
import type { BaseChart } from './types';

export const VEG_NORTH: BaseChart = {
  name: 'Vegetarian North Indian',
  summary:
    'For vegetarians who eat a North Indian home meal of roti, dal, sabzi and curd. Paneer, sprouts, chana and milk keep the protein up.',
  diet: 'vegetarian',
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
              { foodId: 'moong-dal-chilla', serving: '1 chilla', quantity: 2 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
          {
            foods: [
              { foodId: 'poha', serving: '1 katori', quantity: 1 },
              { foodId: 'chaas', serving: '1 glass', quantity: 1 },
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
              { foodId: 'dal-tadka', serving: '1 katori', quantity: 1 },
              { foodId: 'mixed-veg-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'plain-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'rajma', serving: '1 katori', quantity: 1.5 },
              { foodId: 'cucumber-raita', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'chole', serving: '1 katori', quantity: 1 },
              { foodId: 'cucumber-raita', serving: '1 katori', quantity: 1.5 },
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
          { foods: [{ foodId: 'sprouts-salad', serving: '1 katori', quantity: 1 }] },
          {
            foods: [
              { foodId: 'roasted-chana', serving: '1 handful', quantity: 1 },
              { foodId: 'chai-without-sugar', serving: '1 cutting (small glass)', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Dinner',
        meal: 'dinner',
        note: 'Finish dinner by 8 pm, two to three hours before bed.',
        options: [
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'palak-paneer', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'moong-dal', serving: '1 katori', quantity: 1 },
              { foodId: 'mixed-veg-sabzi', serving: '1 katori', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'khichdi', serving: '1 katori', quantity: 2 },
              { foodId: 'cucumber-raita', serving: '1 katori', quantity: 1 },
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
