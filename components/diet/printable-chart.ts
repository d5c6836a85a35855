import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { SheetDay } from '@/lib/domain/diet-charts/sheet';
import { formatKcal } from '@/lib/domain/food-log';
import { type DietPreference, DIET_PREFERENCE_LABEL } from '@/lib/domain/profile-schema';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import type { Locale } from '@/lib/i18n/locales';
import { chartNameIn } from './chart-name';
import { sheetIn } from './food-names';

/** The printable diet chart in the reader's language, for /plan/chart and its PDF alike. */
export interface PrintableChart {
  title: string;
  /** 'Vegetarian · made for about 1,500 kcal a day · each slot’s options are as good as each other'. */
  description: string;
  /** Each food's name in the reader's language. */
  days: SheetDay[];
}

export async function printableChart(
  sheet: { name: string; diet: DietPreference; kcal: number | null; days: readonly SheetDay[] },
  locale: Locale,
): Promise<PrintableChart> {
  const t = await getTranslations({ locale, namespace: 'plan.chart' });
  const said = domainTextIn(locale);
  return {
    title: chartNameIn(sheet.name, said),
    description: [
      said(DIET_PREFERENCE_LABEL[sheet.diet]),
      sheet.kcal !== null && t('madeFor', { kcal: formatKcal(sheet.kcal) }),
      t('optionsAlike'),
    ]
      .filter(Boolean)
      .join(' · '),
    days: sheetIn(sheet.days, locale),
  };
}
