'use client';

import { useTranslations } from 'next-intl';
import { RemoveButton } from '@/components/builder-forms';
import { deletePhotoAction } from '@/lib/actions/progress-photos';
import { photoIdSchema } from '@/lib/domain/progress-photos';

/** 'Delete' on one of the customer's photos, asked first: 'Remove photo', then 'Delete this … for good'. */
export function DeletePhoto({ photoId, name, pose }: { photoId: string; name: string; pose: string }) {
  const t = useTranslations('progress.deletePhoto');
  return (
    <RemoveButton
      action={deletePhotoAction}
      schema={photoIdSchema}
      fields={{ photoId }}
      part="photo"
      name={name}
      confirm={t('confirm', { pose: pose.toLowerCase() })}
      summary={t('summary')}
    />
  );
}
