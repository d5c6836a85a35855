import { useLocale, useTranslations } from 'next-intl';
import { PhotoImage } from '@/components/progress/photo-image';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDay, formatShortDay } from '@/lib/domain/india-time';
import type { MeasurementEntry } from '@/lib/domain/measurements';
import type { WeightEntry } from '@/lib/domain/progress';
import { figureOn, type PhotoEntry, POSES } from '@/lib/domain/progress-photos';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface PhotoCompareProps {
  photos: readonly PhotoEntry[];
  /** The two days shown, earlier first (lib/domain/progress-photos' compareDays). */
  days: [string, string];
  weights: readonly WeightEntry[];
  measurements: readonly MeasurementEntry[];
  /** Where the days' form goes (a GET: it works without JavaScript), with its fragment. */
  action: string;
}

/** A day's weight and waist beside its photos: that day's, or the latest of the week before it. */
function DayFigures({ day, weights, measurements }: { day: string } & Pick<PhotoCompareProps, 'weights' | 'measurements'>) {
  const t = useTranslations('progress.photoCompare');
  const locale = useLocale();
  const weight = figureOn(weights, day, (entry) => entry.weight);
  const waist = figureOn(measurements, day, (entry) => entry.waistCm);
  // A figure of an earlier day says which: '82.5 kg (26 Nov)'.
  const from = (figure: { day: string }) => (figure.day === day ? '' : ` (${formatShortDay(figure.day, locale)})`);
  return (
    <p className="text-sm text-muted-foreground">
      {weight ? t('weight', { weight: String(weight.value), day: from(weight) }) : t('noWeight')}
      {' · '}
      {waist ? t('waist', { waist: String(waist.value), day: from(waist) }) : t('noWaist')}
    </p>
  );
}

/** 'Compare': two days side by side for each pose, with each day's weight and waist. */
export function PhotoCompare({ photos, days, weights, measurements, action }: PhotoCompareProps) {
  const t = useTranslations('progress.photoCompare');
  const said = useDomainText();
  const locale = useLocale();
  const allDays = [...new Set(photos.map((photo) => photo.day))].sort().reverse();
  const poses = POSES.filter(({ key }) => photos.some((photo) => days.includes(photo.day) && photo.pose === key));
  return (
    <div className="grid gap-4">
      <form action={action} method="get" className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((name, index) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`compare-${name}`}>{t(name)}</Label>
            <NativeSelect id={`compare-${name}`} name={name} defaultValue={days[index]} className="w-52">
              {allDays.map((day) => (
                <option key={day} value={day}>
                  {formatDay(day, locale)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <Button type="submit" variant="outline">
          {t('compare')}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        {days.map((day) => (
          <div key={day} className="grid content-start gap-0.5">
            <h3 className="font-semibold">{formatDay(day, locale)}</h3>
            <DayFigures day={day} weights={weights} measurements={measurements} />
          </div>
        ))}
      </div>
      {poses.map(({ key, label: english }) => {
        const label = said(english);
        return (
          <section
            key={key}
            aria-label={t('sectionLabel', { pose: label, from: formatDay(days[0], locale), to: formatDay(days[1], locale) })}
            className="grid gap-2"
          >
            <h3 className="font-medium">{label}</h3>
            <div className="grid grid-cols-2 gap-3">
              {days.map((day) => {
                const photo = photos.find((entry) => entry.day === day && entry.pose === key);
                return photo ? (
                  <PhotoImage key={day} photo={photo} size="full" alt={t('alt', { pose: label, day: formatDay(day, locale) })} />
                ) : (
                  <p
                    key={day}
                    className="grid aspect-[3/4] place-items-center rounded-md border border-dashed p-2 text-center text-sm text-muted-foreground"
                  >
                    {t('noPhoto', { pose: label.toLowerCase(), day: formatDay(day, locale) })}
                  </p>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
