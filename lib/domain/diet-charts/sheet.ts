/**
 * The whole chart on one sheet, as the customer prints it (/plan/chart): each day, its slots, and
 * each option's foods as portions, with the day's kcal as planned. Pure: no React, no I/O.
 */
import { portionLabel } from '../food-log';
import { MEAL_LABEL } from '../progress';
import { followableDay, chartDayName, type StoredDietChart } from './stored';
import { chartFoodOf, dayNutrients, optionLabel, optionNutrients, portionWithName } from './totals';

export interface SheetOption {
  /** 'Option A'. */
  label: string;
  /** '2 piece Idli, 1 katori Sambar'. */
  foods: string;
  kcal: number;
}

export interface SheetSlot {
  name: string;
  /** The food log's meal it counts as: 'Breakfast'. */
  meal: string;
  note: string;
  options: SheetOption[];
}

export interface SheetDay {
  /** 'Every day', or the weekday. */
  name: string;
  slots: SheetSlot[];
  /** The day with every slot's first option. */
  kcal: number;
}

export function chartSheetOf(chart: StoredDietChart): SheetDay[] {
  return chart.days.map(followableDay).map((day) => ({
    name: chartDayName(day.day),
    kcal: Math.round(dayNutrients(day).kcal),
    slots: day.slots.map((slot) => ({
      name: slot.name,
      meal: MEAL_LABEL[slot.meal],
      note: slot.note,
      options: slot.options.map((option, index) => ({
        label: optionLabel(index),
        foods: option.foods
          .map((item) =>
            portionWithName(portionLabel(item.quantity, item.serving), chartFoodOf(item.foodId)?.name ?? item.foodId),
          )
          .join(', '),
        kcal: Math.round(optionNutrients(option).kcal),
      })),
    })),
  }));
}
