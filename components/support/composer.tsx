'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useRef, useState } from 'react';
import { Icon, SendHorizontal } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useJsEnabled } from '@/hooks/use-js-enabled';
import type { ActionInput, ActionResult } from '@/lib/actions/result';
import { QUICK_FILLS, SUPPORT_MESSAGE_MAX, type SupportMessage } from '@/lib/domain/support';
import { characterCount } from '@/lib/domain/text';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { cn } from '@/lib/utils';

/** The counter appears near the end, where it starts to matter. */
const COUNTER_FROM = SUPPORT_MESSAGE_MAX - 200;

interface ComposerProps {
  chatId: string;
  send: (previous: unknown, input: ActionInput) => Promise<ActionResult<SupportMessage>>;
  /** A message is on its way: another waits until it is stored. */
  sending: boolean;
  onSend: (text: string) => void;
  quickFills: boolean;
}

/**
 * Enter sends, Shift+Enter starts a new line. Without JavaScript the form posts to the same
 * action and the page comes back with the message.
 */
export function Composer({ chatId, send, sending, onSend, quickFills }: ComposerProps) {
  const js = useJsEnabled();
  const t = useTranslations('support.composer');
  const said = useDomainText();
  const [, formAction] = useActionState(send, null);
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const length = characterCount(text.trim());
  const tooLong = length > SUPPORT_MESSAGE_MAX;
  const canSend = length > 0 && !tooLong && !sending;

  function submit() {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  }

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-3"
    >
      <input type="hidden" name="chatId" value={chatId} />
      {quickFills && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('quickMessages')}>
          {QUICK_FILLS.map((fill) => (
            <Button
              key={fill.label}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setText(said(fill.text));
                field.current?.focus();
              }}
            >
              {said(fill.label)}
            </Button>
          ))}
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor="support-message" className="sr-only">
          {t('label')}
        </Label>
        <div className="flex items-end gap-2">
          <Textarea
            ref={field}
            id="support-message"
            name="message"
            required
            rows={2}
            placeholder={t('placeholder')}
            value={text}
            aria-invalid={tooLong || undefined}
            aria-describedby="support-message-hint"
            className="max-h-40 resize-none"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
          />
          <Button type="submit" size="icon" aria-label={t('send')} disabled={js && !canSend}>
            <Icon icon={SendHorizontal} />
          </Button>
        </div>
        <p id="support-message-hint" className="flex justify-between gap-2 text-xs text-muted-foreground">
          <span>{t('hint')}</span>
          {length >= COUNTER_FROM && (
            <span className={cn('tabular-nums', tooLong && 'font-medium text-destructive')}>
              {length}/{SUPPORT_MESSAGE_MAX}
            </span>
          )}
        </p>
      </div>
    </form>
  );
}
