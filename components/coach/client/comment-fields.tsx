import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** A coach's comment (on a weekly check-in, on a workout): the field, its message and 'Send comment'. */
export function CommentFields({
  id,
  label,
  pending,
  sent,
  error,
}: {
  id: string;
  label: string;
  pending: boolean;
  /** What was typed, when the server refused it. */
  sent: string | undefined;
  error: string | undefined;
}) {
  const t = useTranslations('coach.comment');
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name="comment"
        rows={2}
        defaultValue={sent}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button type="submit" variant="outline" disabled={pending} className="w-fit">
        {pending ? t('sending') : t('send')}
      </Button>
    </>
  );
}
