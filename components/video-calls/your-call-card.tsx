import Link from 'next/link';
import { Icon, Video } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { CallSection } from '@/lib/db/video-calls';
import { CALL_MINUTES, CHANGE_BEFORE_HOURS, VIDEO_CALL_MESSAGES } from '@/lib/domain/video-calls';
import { cn } from '@/lib/utils';
import { CallList } from './call-list';

/**
 * The Coach place's 'Your weekly video call', for a plan that includes it (or calls to show): the
 * call booked, or 'Book my call'; the latest ones with the coach's notes.
 */
export function YourCallCard({ calls, coachName }: { calls: CallSection; coachName: string | null }) {
  if (!calls.shown) return null;
  const bookable = calls.offered && coachName !== null;
  return (
    <Card className="gap-3 py-4" id="video-call">
      <CardHeader className="px-4">
        <CardTitle>
          <h2 className="text-base font-semibold">Your weekly video call</h2>
        </CardTitle>
        {calls.offered && (
          <p className="text-sm text-muted-foreground">
            {coachName
              ? `${CALL_MINUTES} minutes with ${coachName} each week. Move or cancel it up to ${CHANGE_BEFORE_HOURS} hours before.`
              : VIDEO_CALL_MESSAGES.noCoach}
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
              Book my call
            </Link>
          ) : (
            <Link href="/support/call" className="text-sm text-primary underline-offset-4 hover:underline">
              Book another week&rsquo;s call
            </Link>
          ))}
      </CardContent>
    </Card>
  );
}
