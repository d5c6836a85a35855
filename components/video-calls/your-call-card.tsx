import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { Icon, Video } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CallSection } from '@/lib/db/video-calls';
import { CALL_MINUTES, CHANGE_BEFORE_HOURS, VIDEO_CALL_MESSAGES } from '@/lib/domain/video-calls';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';
import { CallList } from './call-list';

/**
 * The Coach place's 'Your weekly video call', for a plan that includes it (or calls to show): the
 * call booked, or 'Book my call'; the latest ones with the coach's notes.
 */
export function YourCallCard({ calls, coachName }: { calls: CallSection; coachName: string | null }) {
  const t = useTranslations('support.yourCall');
  const said = useDomainText();
  if (!calls.shown) return null;
  const bookable = calls.offered && coachName !== null;
  return (
    <Card className="gap-3 py-4" id="video-call">
      <CardHeader className="px-4">
        <CardTitle>
          <h2 className="text-base font-semibold">{t('title')}</h2>
        </CardTitle>
        {calls.offered && (
          <p className="text-sm text-muted-foreground">
            {coachName
              ? t('offer', { minutes: CALL_MINUTES, name: coachName, hours: CHANGE_BEFORE_HOURS })
              : said(VIDEO_CALL_MESSAGES.noCoach)}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        <CallList ahead={calls.ahead} past={calls.past} viewer="customer" />
        {/* One call a week: with one booked, the next weeks are still free to book ahead. */}
        {bookable &&
          (calls.ahead.length === 0 ? (
            <Link href="/support/call" className={cn(buttonVariants(), 'w-fit')}>
              <Icon icon={Video} />
              {t('book')}
            </Link>
          ) : (
            <Link href="/support/call" className="text-sm text-primary underline-offset-4 hover:underline">
              {t('another')}
            </Link>
          ))}
      </CardContent>
    </Card>
  );
}
