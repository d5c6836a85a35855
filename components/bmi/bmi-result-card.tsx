import Link from '@/components/locale-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { type BmiResult, targetLabel } from '@/lib/domain/bmi';
import { targetSentence, type WeightProgress } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';
import { useTranslations } from 'next-intl';
import { TONE_CHIP, TONE_TEXT } from './tone';

/**
 * The calculator's result. For a signed-in customer, the target and the progress are the
 * dashboard's (from the programme's start, or the coach's), with where they come from; the
 * rule's figure for today's weight is named only when it differs.
 */
export function BmiResultCard({
  result,
  weight,
  note,
  progress,
}: {
  result: BmiResult;
  weight: number;
  note?: string;
  progress?: WeightProgress | null;
}) {
  const t = useTranslations('bmi.result');
  const said = useDomainText();
  const target = progress?.target ?? result.targetWeight;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl font-semibold">{t('title')}</h2>
        </CardTitle>
        {note && <CardDescription>{note}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="text-center">
          <p className={cn('text-5xl font-bold tabular-nums', TONE_TEXT[result.tone])} data-testid="bmi-score">
            {result.bmi.toFixed(1)}
          </p>
          <Badge variant="outline" className={cn('mt-2 text-sm', TONE_CHIP[result.tone])}>
            {said(result.category)}
          </Badge>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-center">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{t('bodyFat')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{result.fatPercentage.toFixed(1)}%</dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{t('target')}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{t('kg', { value: target })}</dd>
          </div>
        </dl>
        <div className="rounded-lg border border-primary/30 bg-secondary/60 p-4">
          <h3 className="mb-1 font-semibold">{t('recommendation')}</h3>
          <p className="text-sm text-secondary-foreground">{said(result.recommendation)}</p>
        </div>
        <div className="grid gap-2">
          <Progress value={progress?.percent ?? 0} aria-label={t('progressLabel')} />
          <p className="text-sm text-muted-foreground">
            {progress
              ? t('progress', { percent: progress.percent, start: progress.start, target: progress.target })
              : said(targetLabel(weight, target))}
          </p>
          {progress && (
            <p className="text-sm" data-testid="target-source">
              {t('targetSource', { sentence: said(targetSentence(progress)) })}
              {progress.target !== result.targetWeight && t('todayAlone', { weight, target: result.targetWeight })}
            </p>
          )}
        </div>
        <Button asChild size="lg" className="w-full">
          <Link href="/packages">{t('choose')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
