import { useLocale, useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import Link from '@/components/locale-link';
import { Progress } from '@/components/ui/progress';
import { type Timeline, targetSentence, type WeightProgress } from '@/lib/domain/progress';
import { formatDay } from '@/lib/domain/india-time';
import { useDomainText } from '@/lib/i18n/use-domain-text';

/** 'Weight Loss Progress' (lost of start − target) and 'Program Timeline' (days, the end date). */
interface ProgressCardsProps {
  progress: WeightProgress | null;
  /** A weight is known but no height, so there is no target yet. */
  hasWeight: boolean;
  timeline: Timeline;
}

export function ProgressCards({ progress, hasWeight, timeline }: ProgressCardsProps) {
  const t = useTranslations('dashboard.progressCards');
  const said = useDomainText();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SectionCard title={t('title')} contentClassName="grid gap-2">
        {progress ? (
          <>
            <Progress value={progress.percent} aria-label={t('label')} />
            <p className="text-sm text-muted-foreground">
              {t.rich('wayFrom', {
                percent: String(progress.percent),
                start: String(progress.start),
                target: String(progress.target),
                strong: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
              })}
            </p>
            <p className="text-sm">{t('target', { sentence: said(targetSentence(progress)) })}</p>
          </>
        ) : hasWeight ? (
          <p className="text-sm text-muted-foreground">
            {t.rich('needsHeight', {
              bmi: (chunks) => (
                <Link href="/bmi-calculator" className="text-primary underline underline-offset-4">
                  {chunks}
                </Link>
              ),
              profile: (chunks) => (
                <Link href="/customer-form" className="text-primary underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{t('logWeight')}</p>
        )}
      </SectionCard>
      <ProgramTimeline timeline={timeline} />
    </div>
  );
}

/** 'Program Timeline': the days done and left, and the day it ends (moved on by a pause). */
export function ProgramTimeline({ timeline }: { timeline: Timeline }) {
  const t = useTranslations('dashboard.timeline');
  const locale = useLocale();
  return (
    <SectionCard title={t('title')} contentClassName="grid gap-2">
      <Progress value={timeline.percent} aria-label={t('label')} />
      <p className="text-sm text-muted-foreground">
        {t.rich('complete', {
          percent: String(timeline.percent),
          days: String(timeline.daysRemaining),
          strong: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
        })}
      </p>
      <p className="text-sm text-muted-foreground">
        {t.rich(timeline.finished ? 'completedOn' : 'estimated', {
          date: formatDay(timeline.completesOn, locale),
          when: (chunks) => <span className="whitespace-nowrap text-foreground">{chunks}</span>,
        })}
      </p>
    </SectionCard>
  );
}
