'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/sonner';
import { Camera, Icon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, PHOTO_MESSAGES as M, type Pose, POSES } from '@/lib/domain/progress-photos';
import { useDomainText } from '@/lib/i18n/use-domain-text';

type Chosen = Partial<Record<Pose, { file: File; preview: string }>>;

/** What the browser can tell before sending: a HEIC (iPhone) file, or one over 10 MB. The server checks the content again. */
function refusalOf(file: File): string | null {
  if (/\.(heic|heif)$/i.test(file.name) || /^image\/hei[cf]/.test(file.type)) return M.heic;
  if (file.size > PHOTO_MAX_MB * 1024 * 1024) return M.tooBig;
  return null;
}

/**
 * 'Add photos': a front, side and back photo, each from the gallery or the camera (`capture`
 * opens it on a phone), each checked when chosen, then sent together to app/api/progress-photos.
 */
export function AddPhotos({ room }: { room: number }) {
  const router = useRouter();
  const t = useTranslations('progress.addPhotos');
  const said = useDomainText();
  const id = useId();
  const [chosen, setChosen] = useState<Chosen>({});
  const [errors, setErrors] = useState<Partial<Record<Pose, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The previews are the browser's own copies: each goes when it is replaced, cleared or sent, and
  // those left when the form goes.
  const shown = useRef(chosen);
  useEffect(() => {
    shown.current = chosen;
  }, [chosen]);
  useEffect(() => () => Object.values(shown.current).forEach((entry) => URL.revokeObjectURL(entry.preview)), []);
  const letGo = (pose: Pose) => {
    const entry = shown.current[pose];
    if (entry) URL.revokeObjectURL(entry.preview);
  };

  function choose(pose: Pose, input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const refusal = refusalOf(file);
    setErrors((current) => ({ ...current, [pose]: refusal ?? undefined }));
    setMessage(null);
    if (refusal) return;
    letGo(pose);
    setChosen((current) => ({ ...current, [pose]: { file, preview: URL.createObjectURL(file) } }));
  }

  function clear(pose: Pose) {
    letGo(pose);
    setChosen((current) => {
      const next = { ...current };
      delete next[pose];
      return next;
    });
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const poses = POSES.filter(({ key }) => chosen[key]);
    if (poses.length === 0) return setMessage(M.nothing);
    if (poses.length > room) return setMessage(M.limit(room));
    const form = new FormData();
    for (const { key } of poses) form.append(key, chosen[key]!.file);
    setPending(true);
    setMessage(null);
    try {
      const response = await fetch('/api/progress-photos', { method: 'POST', body: form });
      const body = (await response.json().catch(() => ({ message: M.failed }))) as {
        message: string;
        fieldErrors?: Partial<Record<Pose, string[]>>;
      };
      if (!response.ok) {
        setErrors(Object.fromEntries(Object.entries(body.fieldErrors ?? {}).map(([pose, [first]]) => [pose, first])));
        setMessage(body.message);
        return;
      }
      toast.success(said(body.message));
      POSES.forEach(({ key }) => letGo(key));
      setChosen({});
      setErrors({});
      router.refresh();
    } catch {
      setMessage(M.failed);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={send} className="grid gap-4" aria-describedby={message ? `${id}-message` : undefined}>
      <div className="grid gap-4 sm:grid-cols-3">
        {POSES.map(({ key, label: english, hint }) => {
          const label = said(english);
          const entry = chosen[key];
          const error = errors[key];
          const describedBy = `${id}-${key}-hint${error ? ` ${id}-${key}-error` : ''}`;
          return (
            <fieldset key={key} className="grid content-start gap-2 rounded-lg border p-3" aria-describedby={describedBy}>
              <legend className="px-1 font-medium">{label}</legend>
              <p id={`${id}-${key}-hint`} className="text-xs text-muted-foreground">
                {said(hint)}
              </p>
              {entry && (
                // eslint-disable-next-line @next/next/no-img-element -- the browser's own copy of a file not yet sent
                <img
                  src={entry.preview}
                  alt={t('chosenAlt', { pose: label })}
                  className="aspect-[3/4] w-full rounded-md object-cover"
                />
              )}
              <div className="flex flex-wrap gap-2">
                {(
                  [
                    ['gallery', entry ? t('chooseAnother') : t('choose'), undefined],
                    ['camera', t('take'), 'environment'],
                  ] as const
                ).map(([source, text, capture]) => (
                  <label
                    key={source}
                    className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md border bg-background px-3 text-sm font-medium focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-muted"
                  >
                    {source === 'camera' && <Icon icon={Camera} />}
                    {text}
                    <input
                      type="file"
                      accept={PHOTO_ACCEPT}
                      capture={capture}
                      className="sr-only"
                      aria-label={source === 'camera' ? t('takeLabel', { pose: label }) : t('chooseLabel', { pose: label })}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) => choose(key, event.currentTarget)}
                    />
                  </label>
                ))}
                {entry && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => clear(key)}>
                    {t('remove')}
                  </Button>
                )}
              </div>
              {error && (
                <p id={`${id}-${key}-error`} className="text-sm text-destructive">
                  {said(error)}
                </p>
              )}
            </fieldset>
          );
        })}
      </div>
      {message && (
        <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
          {said(message)}
        </p>
      )}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t('uploading') : t('save')}
      </Button>
    </form>
  );
}
