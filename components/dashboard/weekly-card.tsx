import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import { WEEKLY_SCORE_LABEL, WEEKLY_SCORES, type WeeklyCheckin, type WeekSlot } from '@/lib/domain/coaching';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { WeeklyCheckinForm } from './weekly-checkin';

/** The weekly check-in when one is due, and the answered ones with the coach's comments. */
export function WeeklyCard({ due, answered }: { due: WeekSlot | null; answered: WeeklyCheckin[] }) {
  const t = useTranslations('progress.weekly');
  const said = useDomainText();
  if (!due && answered.length === 0) return null;
  return (
    <SectionCard title={t('title')} id="weekly-checkin" contentClassName="grid gap-4" className="scroll-mt-4">
      {due && <WeeklyCheckinForm slot={due} />}
      {answered.length > 0 && (
        <ul className="grid gap-3" aria-label={t('listLabel')}>
          {[...answered].reverse().map((answer) => (
            <li key={answer.dueDay} className="grid gap-1 rounded-lg border p-3 text-sm">
              <p className="font-medium">{t('week', { week: answer.week })}</p>
              <p className="text-muted-foreground">
                {WEEKLY_SCORES.map((score) => `${said(WEEKLY_SCORE_LABEL[score])} ${answer[score]}/5`).join(' · ')}
              </p>
              {answer.comment ? (
                <p className="rounded-md bg-secondary p-2 text-secondary-foreground">
                  {answer.comment.by ?? t('yourCoach')}: {answer.comment.text}
                </p>
              ) : (
                <p className="text-muted-foreground">{t('noAnswer')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
