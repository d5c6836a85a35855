/**
 * The Jain chart's base day (issue 42): one day, repeated every day, made for 1,500 kcal with every
 * slot's first option; each other option is within 8% of the first. Only foods the table marks
 * Jain: no onion, garlic, root vegetables, mushrooms or honey. Pure data.
 */
import type { BaseChart } from './types';

export const JAIN: BaseChart = {
  name: 'Jain',
  summary:
    'For those who keep a Jain kitchen: no onion, garlic, root vegetables, mushrooms or honey. Dals without onion or garlic, paneer, curd, chana and milk for protein.',
  diet: 'jain',
  pcod: false,
  day: {
    slots: [
      {
        name: 'Early morning',
        meal: 'breakfast',
        note: 'Warm water on waking; eat after sunrise.',
        options: [{ foods: [{ foodId: 'almonds', serving: '10 pieces', quantity: 0.5 }] }],
      },
      {
        name: 'Breakfast',
        meal: 'breakfast',
        note: '',
        options: [
          {
            foods: [
              { foodId: 'methi-thepla', serving: '1 thepla', quantity: 2 },
              { foodId: 'curd', serving: '1 katori', quantity: 0.5 },
            ],
          },
          { foods: [{ foodId: 'oats-porridge-with-milk', serving: '1 bowl', quantity: 1 }] },
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
        note: 'Dal and sabzi are the bigger part of the plate, not roti or rice.',
        options: [
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'jain-toor-dal', serving: '1 katori', quantity: 1 },
              { foodId: 'jain-bhindi', serving: '1 katori', quantity: 1 },
              { foodId: 'cucumber-raita', serving: '1 katori', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'plain-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'jain-moong-dal', serving: '1 katori', quantity: 1.5 },
              { foodId: 'jain-lauki-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'cucumber', serving: '1 medium cucumber', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'dal-dhokli', serving: '1 bowl', quantity: 1.5 },
              { foodId: 'curd', serving: '1 katori', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Evening',
        meal: 'snack',
        note: '',
        options: [
          { foods: [{ foodId: 'roasted-chana', serving: '1 handful', quantity: 1 }] },
          {
            foods: [
              { foodId: 'peanuts', serving: '1 handful', quantity: 0.5 },
              { foodId: 'cucumber', serving: '1 medium cucumber', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Dinner',
        meal: 'dinner',
        note: 'Before sunset, as Jain practice keeps it.',
        options: [
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'jain-paneer-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'jain-moong-dal', serving: '1 katori', quantity: 0.5 },
            ],
          },
          {
            foods: [
              { foodId: 'jowar-bhakri', serving: '1 bhakri', quantity: 2 },
              { foodId: 'jain-moong-dal', serving: '1 katori', quantity: 1 },
              { foodId: 'jain-lauki-sabzi', serving: '1 katori', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'methi-thepla', serving: '1 thepla', quantity: 2 },
              { foodId: 'jain-moong-dal', serving: '1 katori', quantity: 1 },
              { foodId: 'curd', serving: '1 katori', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Bedtime',
        meal: 'snack',
        note: 'Only if your practice allows milk after sunset; warm, without sugar.',
        options: [{ foods: [{ foodId: 'milk-toned', serving: '1 cup', quantity: 1 }] }],
      },
    ],
  },
};
