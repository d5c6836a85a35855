/**
 * The vegetarian South Indian chart's base day (issue 42): one day, repeated every day, made for
 * 1,500 kcal with every slot's first option; each other option is within 8% of the first. Pure
 * data.
 */
import type { BaseChart } from './types';

export const VEG_SOUTH: BaseChart = {
  name: 'Vegetarian South Indian',
  summary:
    'For vegetarians who eat South Indian home food: idli, dosa and pesarattu, rice with sambar, poriyal and curd. Moong, sundal and buttermilk add protein.',
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
              { foodId: 'pesarattu', serving: '1 pesarattu', quantity: 2 },
              { foodId: 'tomato-chutney', serving: '1 tbsp', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'idli', serving: '1 idli', quantity: 3 },
              { foodId: 'sambar', serving: '1 katori', quantity: 1.5 },
              { foodId: 'coconut-chutney', serving: '1 tbsp', quantity: 2 },
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
        note: 'Sambar and poriyal are the bigger part of the plate, not the rice.',
        options: [
          {
            foods: [
              { foodId: 'plain-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'sambar', serving: '1 katori', quantity: 1 },
              { foodId: 'beans-poriyal', serving: '1 katori', quantity: 1 },
              { foodId: 'curd', serving: '1 katori', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'plain-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'rasam', serving: '1 katori', quantity: 1 },
              { foodId: 'kootu', serving: '1 katori', quantity: 1.5 },
              { foodId: 'curd', serving: '1 katori', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'vegetable-kurma', serving: '1 katori', quantity: 1 },
              { foodId: 'curd', serving: '1 katori', quantity: 1 },
              { foodId: 'cabbage-poriyal', serving: '1 katori', quantity: 0.5 },
            ],
          },
        ],
      },
      {
        name: 'Evening',
        meal: 'snack',
        note: 'Filter coffee without sugar, if you like.',
        options: [
          { foods: [{ foodId: 'sprouts-salad', serving: '1 katori', quantity: 1 }] },
          {
            foods: [
              { foodId: 'peanuts', serving: '1 handful', quantity: 0.5 },
              { foodId: 'roasted-chana', serving: '1 handful', quantity: 0.5 },
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
              { foodId: 'idli', serving: '1 idli', quantity: 3 },
              { foodId: 'sambar', serving: '1 katori', quantity: 1.5 },
              { foodId: 'tomato-chutney', serving: '1 tbsp', quantity: 1 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'kootu', serving: '1 katori', quantity: 1 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
          {
            foods: [
              { foodId: 'ragi-dosa', serving: '1 dosa', quantity: 2 },
              { foodId: 'sambar', serving: '1 katori', quantity: 1 },
              { foodId: 'tomato-chutney', serving: '1 tbsp', quantity: 1 },
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
