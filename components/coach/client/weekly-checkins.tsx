import { useLocale, useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { WEEKLY_SCORE_LABEL, WEEKLY_SCORES, type WeekSlot } from '@/lib/domain/coaching';
import { formatDate } from '@/lib/domain/india-time';
import type { Locale } from '@/lib/i18n/locales';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { MarkWeeklyRead } from './mark-weekly-read';
import { WeeklyCommentForm } from './weekly-comment-form';

const dueLabel = (day: string, locale: Locale) => formatDate(new Date(`${day}T12:00:00+05:30`), locale);

/** The weekly check-ins due so far: the answers, the missed weeks, and the coach's comments. */
export function WeeklyCheckins({ customerId, slots }: { customerId: string; slots: WeekSlot[] }) {
  const unread = slots.filter((slot) => slot.answer && !slot.answer.readByCoach).length;
  const t = useTranslations('coach.weekly');
  const locale = useLocale();
  const said = useDomainText();
  return (
    <SectionCard title={t('title')} id="weekly" className="scroll-mt-4" contentClassName="grid gap-3">
      <MarkWeeklyRead customerId={customerId} unread={unread} />
      {slots.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('firstDue')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('title')}>
          {[...slots].reverse().map((slot) => (
            <li key={slot.dueDay} className="grid gap-2 rounded-lg border p-3">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {t('week', { week: slot.week, date: dueLabel(slot.dueDay, locale) })}
                {slot.answer && !slot.answer.readByCoach && <Badge>{t('new')}</Badge>}
                {slot.missed && <Badge variant="outline">{t('missed')}</Badge>}
                {!slot.answer && !slot.missed && <Badge variant="outline">{t('waiting')}</Badge>}
              </p>
              {slot.answer && (
                <>
                  <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                    {WEEKLY_SCORES.map((score) => (
                      <div key={score}>
                        <dt className="text-muted-foreground">{said(WEEKLY_SCORE_LABEL[score])}</dt>
                        <dd className="font-medium">{t('outOfFive', { score: slot.answer![score] })}</dd>
                      </div>
                    ))}
                  </dl>
                  {slot.answer.wins && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">{t('wins')}</span>
                      {slot.answer.wins}
                    </p>
                  )}
                  {slot.answer.struggles && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">{t('struggles')}</span>
                      {slot.answer.struggles}
                    </p>
                  )}
                  {slot.answer.waistCm !== null && (
                    <p className="text-sm">
                      <span className="text-muted-foreground">{t('waist')}</span>
                      {t('cm', { value: slot.answer.waistCm })}
                    </p>
                  )}
                  {slot.answer.comment ? (
                    <p className="rounded-md bg-secondary p-2 text-sm text-secondary-foreground">
                      {slot.answer.comment.by ?? t('coach')}: {slot.answer.comment.text}
                    </p>
                  ) : (
                    <WeeklyCommentForm customerId={customerId} dueDay={slot.dueDay} week={slot.week} />
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
