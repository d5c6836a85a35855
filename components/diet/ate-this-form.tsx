'use client';

import { useTranslations } from 'next-intl';
import { ActionForm } from '@/components/action-form';
import { useOutbox } from '@/components/offline/outbox-context';
import { Button } from '@/components/ui/button';
import { ateSwapAction, ateThisAction } from '@/lib/actions/diet-charts';
import { ateThisSchema, swapSchema } from '@/lib/domain/diet-charts/views';
import { OFFLINE_MESSAGES } from '@/lib/domain/offline-writes';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface ChartChoice {
  slotId: string;
  optionId: string;
  /** The button's accessible name: it starts with the words it shows. */
  label: string;
}

/** What the choice posts, as hidden fields, and its button. */
function ChoiceFields({
  fields,
  pending,
  label,
  text,
}: {
  fields: Record<string, string>;
  pending: boolean;
  label: string;
  text: string;
}) {
  const t = useTranslations('plan.ateThis');
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" disabled={pending} aria-label={label}>
        {pending ? t('logging') : text}
      </Button>
    </>
  );
}

/**
 * 'Ate this': the option's foods to today's food log in one tap, under the slot's meal. Without a
 * connection it waits on the phone (where an outbox is offered) and is logged once it syncs.
 */
export function AteThisForm({ slotId, optionId, slotName, label }: ChartChoice & { slotName: string }) {
  const t = useTranslations('plan.ateThis');
  const said = useDomainText();
  const waiting = useOutbox()?.waiting.find(
    (entry) => !entry.refused && entry.write.kind === 'chart-meal' && entry.write.slotId === slotId,
  );
  // The slot waits on the phone: the option it waits with says so, the others are not offered.
  if (waiting) {
    return waiting.write.kind === 'chart-meal' && waiting.write.optionId === optionId ? (
      <p className="text-sm font-medium text-muted-foreground">{said(OFFLINE_MESSAGES.savedShort)}</p>
    ) : null;
  }
  return (
    <ActionForm
      action={ateThisAction}
      schema={ateThisSchema}
      toastSuccess
      refreshOnSuccess
      offline={() => ({ kind: 'chart-meal', slotId, optionId, shown: { name: slotName } })}
    >
      {({ pending }) => <ChoiceFields fields={{ slotId, optionId }} pending={pending} label={label} text={t('ateThis')} />}
    </ActionForm>
  );
}

/** 'Ate this instead' on /plan/swap: the swap to today's food log as following the slot, then back to the plan. */
export function AteSwapForm({ slotId, optionId, swap, label }: ChartChoice & { swap: string }) {
  const t = useTranslations('plan.ateThis');
  return (
    <ActionForm action={ateSwapAction} schema={swapSchema} toastSuccess goOnSuccess="/plan#meals">
      {({ pending }) => (
        <ChoiceFields fields={{ slotId, optionId, swap }} pending={pending} label={label} text={t('ateInstead')} />
      )}
    </ActionForm>
  );
}
