'use client';

import { useTranslations } from 'next-intl';
import { RemoveButton } from '@/components/builder-forms';
import { cancelCallAction } from '@/lib/actions/video-calls';
import { cancelCallSchema } from '@/lib/domain/video-calls';

/** 'Cancel call', asked first: 'Cancel call', then 'Cancel my call today at 6:30 pm'. */
export function CancelCall({ callId, when }: { callId: string; when: string }) {
  const t = useTranslations('support.cancelCall');
  return (
    <RemoveButton
      action={cancelCallAction}
      schema={cancelCallSchema}
      fields={{ callId }}
      part="call"
      name={t('name', { when })}
      confirm={t('confirm', { when })}
      summary={t('summary')}
    />
  );
}
