import { useLocale, useTranslations } from 'next-intl';
import { CompositionForm } from '@/components/progress/composition-form';
import { SectionCard } from '@/components/section-card';
import {
  COMPOSITION_CHECK_DAYS,
  COMPOSITION_FIELDS,
  type CompositionCheck,
  compositionFigures,
  compositionValue,
} from '@/lib/domain/body-composition';
import { changeLabel } from '@/lib/domain/measurements';
import { addDays, formatDay } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface CompositionCardProps {
  /** Oldest first. */
  checks: readonly CompositionCheck[];
  /** The coach's page of a client whose plan promises checks offers 'Record a check'. */
  record: { customerId: string; today: string } | null;
  /** Who reads it: the customer ('your') or their coach. */
  reader: 'customer' | 'coach';
}

/** The studio's body composition checks: the latest figures with their change since the first, and every check. */
export function CompositionCard({ checks, record, reader }: CompositionCardProps) {
  const t = useTranslations('progress.composition');
  const said = useDomainText();
  const locale = useLocale();
  const figures = compositionFigures(checks);
  const latest = checks.at(-1);
  const newestFirst = [...checks].reverse();
  return (
    <SectionCard title={t('title')} id="composition" className="scroll-mt-4" contentClassName="grid gap-4">
      {latest ? (
        <>
          <p className="text-sm text-muted-foreground">
            {record
              ? t('latestWithNext', {
                  day: formatDay(latest.day, locale),
                  next: formatDay(addDays(latest.day, COMPOSITION_CHECK_DAYS), locale),
                })
              : t('latest', { day: formatDay(latest.day, locale) })}
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {figures.map((figure) => (
              <div key={figure.key} className="rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{said(figure.label)}</dt>
                <dd className="text-lg font-semibold">{compositionValue(figure.latest, figure.unit)}</dd>
                {figure.change !== null && (
                  <dd className="text-xs text-muted-foreground">
                    {t('since', { change: said(changeLabel(figure.change, figure.unit)), day: formatDay(figure.since, locale) })}
                  </dd>
                )}
              </div>
            ))}
          </dl>
          {checks.length > 1 && (
            // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t('everyCheck')}>
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="sr-only">{t('tableCaption')}</caption>
                <thead>
                  <tr className="border-b text-left">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('day')}
                    </th>
                    {COMPOSITION_FIELDS.map(({ key, label, unit }) => (
                      <th key={key} scope="col" className="py-2 pr-3 text-right font-medium">
                        {said(label)}
                        {unit && ` (${unit})`}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {newestFirst.map((check) => (
                    <tr key={check.day} className="border-b last:border-0">
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {formatDay(check.day, locale)}
                      </th>
                      {COMPOSITION_FIELDS.map(({ key }) => (
                        <td key={key} className="py-2 pr-3 text-right tabular-nums">
                          {check[key] === null ? '—' : check[key].toLocaleString('en-IN')}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {reader === 'customer' ? t('customerEmpty') : t('coachEmpty', { days: COMPOSITION_CHECK_DAYS })}
        </p>
      )}
      {record && (
        <details className="rounded-xl border p-3 sm:p-4" open={!latest}>
          <summary className="cursor-pointer font-medium">{t('record')}</summary>
          <div className="mt-4">
            <CompositionForm customerId={record.customerId} today={record.today} />
          </div>
        </details>
      )}
    </SectionCard>
  );
}
