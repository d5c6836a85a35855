/**
 * The vegan chart's base day (issue 42): one day, repeated every day, made for 1,500 kcal with
 * every slot's first option; each other option is within 8% of the first. No dairy, ghee, eggs or
 * honey. Pure data.
 */
import type { BaseChart } from './types';

export const VEGAN: BaseChart = {
  name: 'Vegan',
  summary:
    'For those who eat no milk, curd, paneer, ghee, eggs or honey. Dals, chana, rajma, soya, tofu, peanuts and soy milk carry the protein.',
  diet: 'vegan',
  pcod: false,
  day: {
    slots: [
      {
        name: 'Early morning',
        meal: 'breakfast',
        note: 'Warm water with lemon on waking, then soaked almonds.',
        options: [{ foods: [{ foodId: 'almonds', serving: '10 pieces', quantity: 1 }] }],
      },
      {
        name: 'Breakfast',
        meal: 'breakfast',
        note: '',
        options: [
          {
            foods: [
              { foodId: 'moong-dal-chilla', serving: '1 chilla', quantity: 2 },
              { foodId: 'tomato-chutney', serving: '1 tbsp', quantity: 1 },
              { foodId: 'soy-milk', serving: '1 cup', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'poha', serving: '1 katori', quantity: 1 },
              { foodId: 'roasted-chana', serving: '1 handful', quantity: 0.5 },
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
              { foodId: 'masoor-dal', serving: '1 katori', quantity: 1 },
              { foodId: 'mixed-veg-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'plain-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'rajma', serving: '1 katori', quantity: 2 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'chole', serving: '1 katori', quantity: 1 },
              { foodId: 'lauki-sabzi', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Evening',
        meal: 'snack',
        note: 'Black tea or coffee without sugar, if you like.',
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
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'soya-chunks-curry', serving: '1 katori', quantity: 1 },
              { foodId: 'green-salad', serving: '1 plate', quantity: 1 },
            ],
          },
          {
            foods: [
              { foodId: 'roti', serving: '1 roti', quantity: 2 },
              { foodId: 'tofu-bhurji', serving: '1 katori', quantity: 1.5 },
            ],
          },
          {
            foods: [
              { foodId: 'brown-rice', serving: '1 katori', quantity: 1 },
              { foodId: 'masoor-dal', serving: '1 katori', quantity: 1.5 },
              { foodId: 'cucumber', serving: '1 medium cucumber', quantity: 1 },
            ],
          },
        ],
      },
      {
        name: 'Bedtime',
        meal: 'snack',
        note: 'Warm soy milk without sugar, a pinch of haldi if you like.',
        options: [{ foods: [{ foodId: 'soy-milk', serving: '1 glass', quantity: 1 }] }],
      },
    ],
  },
};
