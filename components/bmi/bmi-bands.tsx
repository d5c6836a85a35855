import { BMI_BANDS, bandRange } from '@/lib/domain/bmi';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { useTranslations } from 'next-intl';
import { TONE_BG } from './tone';

/** What the score means, shown until there is a result. */
export function BmiBands() {
  const t = useTranslations('bmi.bands');
  const said = useDomainText();
  return (
    <section aria-labelledby="bmi-bands" className="rounded-xl border bg-card p-6">
      <h2 id="bmi-bands" className="mb-1 text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('text')}</p>
      <ul className="grid gap-2">
        {BMI_BANDS.map((band, index) => (
          <li key={band.category} className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
            <span className="flex items-center gap-2">
              <span className={`size-3 rounded-full ${TONE_BG[band.tone]}`} aria-hidden />
              {said(band.category)}
            </span>
            <span className="text-muted-foreground tabular-nums">{said(bandRange(index))}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
