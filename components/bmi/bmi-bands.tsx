import { BMI_BANDS, bandRange } from '@/lib/domain/bmi';
import { TONE_BG } from './tone';

/** What the score means, shown until there is a result. */
export function BmiBands() {
  return (
    <section aria-labelledby="bmi-bands" className="rounded-xl border bg-card p-6">
      <h2 id="bmi-bands" className="mb-1 text-lg font-semibold">
        What your BMI means
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        BMI is your weight in kg divided by the square of your height in metres.
      </p>
      <ul className="grid gap-2">
        {BMI_BANDS.map((band, index) => (
          <li key={band.category} className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-2 text-sm">
            <span className="flex items-center gap-2">
              <span className={`size-3 rounded-full ${TONE_BG[band.tone]}`} aria-hidden />
              {band.category}
            </span>
            <span className="text-muted-foreground tabular-nums">{bandRange(index)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
