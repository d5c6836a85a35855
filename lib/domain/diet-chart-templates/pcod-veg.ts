/**
 * The PCOD-friendly vegetarian chart's base day (issue 42): one day, repeated every day, made for
 * 1,500 kcal with every slot's first option; each other option is within 8% of the first. Whole
 * grains and millets, protein in every meal; no maida, white bread, sugar or sweets, and no white
 * rice. Pure data.
 */
import type { BaseChart } from './types';

export const PCOD_VEG: BaseChart = {
  name: 'PCOD-friendly vegetarian',
  summary:
    'For vegetarian women with PCOD or thyroid trouble: millet and whole-wheat rotis, brown rice, protein in every meal, and no sugar, maida or sweets.',
  diet: 'vegetarian',
  pcod: true,
  day: {
    slots: [
      {
        name: 'Early morning',
        meal: 'breakfast',
        note: 'Methi water on waking (a teaspoon of seeds soaked overnight), then the nuts.',
        options: [{ foods: [{ foodId: 'almonds', serving: '10 pieces', quantity: 1 }] }],
      },
      {
        name: 'Breakfast',
        meal: 'breakfast',
        note: 'Protein first thing: chilla or sprouts, not biscuits or bread.',
        options: [
          {
            foods: [
              { foodId: 'moong-dal-chilla', serving: '1 chilla', quantity: 2 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
          {
            foods: [
              { foodId: 'thalipeeth', serving: '1 thalipeeth', quantity: 1 },
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
              { foodId: 'dal-tadka', serving: '1 katori', quantity: 1 },
              { foodId: 'mixed-veg-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'brown-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'rajma', serving: '1 katori', quantity: 1.5 },
              { foodId: 'cucumber-raita', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'jowar-bhakri', serving: '1 bhakri', quantity: 2 },
              { foodId: 'dal-tadka', serving: '1 katori', quantity: 1 },
              { foodId: 'lauki-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Evening',
        meal: 'snack',
        note: 'Green tea without sugar, if you like.',
        options: [
          { foods: [{ foodId: 'sprouts-salad', serving: '1 katori', quantity: 1 }] },
          {
            foods: [
              { foodId: 'roasted-chana', serving: '1 handful', quantity: 1 },
              { foodId: 'cucumber', serving: '1 medium cucumber', quantity: 1 },
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
              { foodId: 'bajra-roti', serving: '1 roti', quantity: 1 },
              { foodId: 'palak-paneer', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'moong-dal', serving: '1 katori', quantity: 1 },
              { foodId: 'lauki-sabzi', serving: '1 katori', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'matar-paneer', serving: '1 katori', quantity: 1 },
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
