/**
 * The PCOD-friendly non-vegetarian chart's base day (issue 42): one day, repeated every day, made
 * for 1,500 kcal with every slot's first option; each other option is within 8% of the first. Whole
 * grains and millets, protein in every meal; no maida, white bread, sugar or sweets, and no white
 * rice. Pure data.
 */
import type { BaseChart } from './types';

export const PCOD_NON_VEG: BaseChart = {
  name: 'PCOD-friendly non-vegetarian',
  summary:
    'For women with PCOD or thyroid trouble who eat eggs, chicken and fish: millet and whole-wheat rotis, brown rice, protein in every meal, and no sugar, maida or sweets.',
  diet: 'non-vegetarian',
  pcod: true,
  day: {
    slots: [
      {
        name: 'Early morning',
        meal: 'breakfast',
        note: 'Methi water on waking (a teaspoon of seeds soaked overnight), then the nuts.',
        options: [{ foods: [{ foodId: 'almonds', serving: '10 pieces', quantity: 0.5 }] }],
      },
      {
        name: 'Breakfast',
        meal: 'breakfast',
        note: 'Protein first thing: eggs or chilla, not biscuits or bread.',
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
        options: [{ foods: [{ foodId: 'papaya', serving: '1 cup, chopped', quantity: 1 }] }],
      },
      {
        name: 'Lunch',
        meal: 'lunch',
        note: 'Eat the salad first; dal and sabzi are the bigger part of the plate, not roti or rice.',
        options: [
          {
            foods: [
              { foodId: 'jowar-bhakri', serving: '1 bhakri', quantity: 2 },
              { foodId: 'chicken-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'brown-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'fish-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'dal-tadka', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'bajra-roti', serving: '1 roti', quantity: 1 },
              { foodId: 'egg-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'mixed-veg-sabzi', serving: '1 katori', quantity: 1 },
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
          { foods: [{ foodId: 'boiled-egg', serving: '1 egg', quantity: 2 }] },
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
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'fish-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'lauki-sabzi', serving: '1 katori', quantity: 1 },
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
