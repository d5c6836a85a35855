import { formatKcal } from '../food-log';
import type { PrintedDocument, PrintedSpan } from '../printed-document';
import type { SheetDay } from './sheet';

/**
 * The printable diet chart as its PDF prints it: the lines of /plan/chart, a section a day, a row a
 * slot, its options one under the other with 'or', in the reader's language. Pure: no React, no I/O.
 */

/** Where the signed-in customer's chart downloads as a PDF (app/api/diet-chart). */
export const DIET_CHART_PDF_PATH = '/api/diet-chart';
export const DIET_CHART_PDF_FILE_NAME = 'wellfit-diet-chart.pdf';

/** The reader's words for the sheet: next-intl's plan.sheet texts, and lib/'s texts in their language. */
export interface SheetWords {
  /** 'about 1,500 kcal'. */
  about: (kcal: string) => string;
  /** 'or ', before each option after the first. */
  or: string;
  said: (english: string) => string;
}

export function chartSheetDocument(
  chart: { title: string; description: string; days: readonly SheetDay[] },
  words: SheetWords,
  language: string,
): PrintedDocument {
  const { said } = words;
  return {
    title: chart.title,
    language,
    blocks: [
      { kind: 'title', text: chart.title },
      { kind: 'paragraph', text: chart.description, tone: 'muted' },
      ...chart.days.map((day) => ({
        kind: 'section' as const,
        heading: said(day.name),
        aside: words.about(formatKcal(day.kcal)),
        rows: day.slots.map((slot) => ({
          head: said(slot.name),
          sub: said(slot.meal),
          lines: slot.options.map((option, index): PrintedSpan[] => [
            ...(index > 0 ? [{ text: words.or, tone: 'muted' as const }] : []),
            { text: option.foods },
            { text: ` · ${formatKcal(option.kcal)}`, tone: 'muted' },
          ]),
          ...(slot.note ? { note: said(slot.note) } : {}),
        })),
      })),
    ],
  };
}
