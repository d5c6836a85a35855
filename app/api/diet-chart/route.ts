import { getLocale, getTranslations } from 'next-intl/server';
import { printableChart } from '@/components/diet/printable-chart';
import { getSessionUser } from '@/lib/auth/session';
import { myChartSheet } from '@/lib/db/diet-charts';
import { chartSheetDocument, DIET_CHART_PDF_FILE_NAME } from '@/lib/domain/diet-charts/sheet-document';
import { domainTextIn } from '@/lib/i18n/domain-texts';
import { LANGUAGE_TAG } from '@/lib/i18n/locales';
import { renderPdf } from '@/lib/pdf/render';
import { notFound, pdfResponse } from '@/lib/pdf/response';

/**
 * 'Download PDF' of the printable diet chart (/plan/chart): the signed-in customer's current
 * chart, made on request in the reader's language (the one the proxy chose for the request, as for
 * a page), its foods' Hindi names for a Hindi reader. No session, or no chart: 404.
 */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return notFound();
  const sheet = await myChartSheet(user);
  if (!sheet) return notFound();
  const locale = await getLocale();
  const [chart, t] = await Promise.all([printableChart(sheet, locale), getTranslations({ locale, namespace: 'plan.sheet' })]);
  const document = chartSheetDocument(
    chart,
    { about: (kcal) => t('about', { kcal }), or: t('or'), said: domainTextIn(locale) },
    LANGUAGE_TAG[locale],
  );
  return pdfResponse(await renderPdf(document), DIET_CHART_PDF_FILE_NAME);
}
