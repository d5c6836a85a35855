'use client';

import { RemoveButton } from '@/components/builder-forms';
import { deletePhotoAction } from '@/lib/actions/progress-photos';
import { photoIdSchema } from '@/lib/domain/progress-photos';

/** 'Delete' on one of the customer's photos, asked first: 'Remove photo', then 'Delete this … for good'. */
export function DeletePhoto({ photoId, name, pose }: { photoId: string; name: string; pose: string }) {
  return (
    <RemoveButton
      action={deletePhotoAction}
      schema={photoIdSchema}
      fields={{ photoId }}
      part="photo"
      name={name}
      confirm={`Delete this ${pose.toLowerCase()} photo for good`}
    />
  );
}
