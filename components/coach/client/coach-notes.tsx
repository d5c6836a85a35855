'use client';

import { useLocale, useTranslations } from 'next-intl';
import { saveNoteAction } from '@/lib/actions/coaching';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { CoachNote } from '@/lib/db/client-page';
import { noteSchema } from '@/lib/domain/coaching-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { formatMessageTime } from '@/lib/domain/support';

/** Private notes: only staff ever read them. The newest first, each with who wrote it and when. */
export function CoachNotes({ customerId, notes }: { customerId: string; notes: CoachNote[] }) {
  const t = useTranslations('coach.notes');
  const locale = useLocale();
  const said = useDomainText();
  return (
    <SectionCard title={t('title')} id="notes" className="scroll-mt-4" contentClassName="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('private')}</p>
      <ActionForm action={saveNoteAction} schema={noteSchema} className="grid gap-2">
        {({ pending, result, errors }) => (
          <>
            <input type="hidden" name="customerId" value={customerId} />
            <Label htmlFor="new-note">{t('new')}</Label>
            <Textarea
              // A saved note empties the field: a new key after each success.
              key={result?.status === 'ok' ? `saved-${notes.length}` : 'draft'}
              id="new-note"
              name="body"
              rows={3}
              defaultValue={result?.status === 'error' ? result.values?.body : undefined}
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={errors.body ? 'new-note-error' : undefined}
            />
            <FieldError id="new-note-error" message={errors.body} />
            <Button type="submit" disabled={pending} className="w-fit">
              {pending ? t('saving') : t('save')}
            </Button>
            {result?.status === 'ok' && (
              <p role="status" className="text-sm text-muted-foreground">
                {said(result.data)}
              </p>
            )}
          </>
        )}
      </ActionForm>
      {notes.length > 0 && (
        <ul className="grid gap-3" aria-label={t('list')}>
          {notes.map((note) => (
            <li key={note.id} className="grid gap-1 rounded-lg border p-3">
              <p className="text-xs text-muted-foreground">
                {note.authorName || t('formerCoach')} ·{' '}
                <time dateTime={note.createdAt} suppressHydrationWarning>
                  {formatMessageTime(note.createdAt, locale)}
                </time>
              </p>
              <p className="text-sm whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
