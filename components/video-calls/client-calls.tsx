import { useTranslations } from 'next-intl';
import { SectionCard } from '@/components/section-card';
import type { CallSection } from '@/lib/db/video-calls';
import { CallList } from './call-list';

/** The coach's client page's 'Video calls': the client's booked and past calls, each marked from here. */
export function ClientCalls({ calls }: { calls: CallSection }) {
  const t = useTranslations('support.clientCalls');
  if (!calls.shown) return null;
  const none = calls.ahead.length + calls.past.length === 0;
  return (
    <SectionCard title={t('title')} id="calls" className="scroll-mt-4" contentClassName="grid gap-3">
      {none ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <CallList ahead={calls.ahead} past={calls.past} viewer="coach" />
      )}
    </SectionCard>
  );
}
