'use client';

import { useTranslations } from 'next-intl';
import { saveBatchAction } from '@/lib/actions/studio-admin';
import { ActionForm } from '@/components/action-form';
import { FieldError } from '@/components/field-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { batchSchema } from '@/lib/domain/batch-schema';
import { WEEKDAYS } from '@/lib/domain/batches';
import { useDomainText } from '@/lib/i18n/use-domain-text';

export interface BatchFormValues {
  id?: string;
  centreId: string;
  coachId: string;
  days: number[];
  startTime: string;
  durationMinutes: number;
  capacity: number;
  firstSession: string;
}

const INPUTS = [
  { name: 'startTime', type: 'time' },
  { name: 'firstSession', type: 'date' },
  { name: 'durationMinutes', type: 'number', min: 15, max: 240 },
  { name: 'capacity', type: 'number', min: 1, max: 200 },
] as const;

/**
 * 'Add batch', or a batch's 'Save batch': the centre, the coach, the days, the time in India, the
 * length, the seats and the first session. Checked as typed; posts without JavaScript too.
 */
export function BatchForm({
  centres,
  coaches,
  initial,
}: {
  centres: { id: string; name: string; city: string }[];
  coaches: { id: string; name: string }[];
  initial?: BatchFormValues;
}) {
  const t = useTranslations('admin.batchForm');
  const said = useDomainText();
  const prefix = initial?.id ? `batch-${initial.id}` : 'new-batch';
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <ActionForm action={saveBatchAction} schema={batchSchema} toastSuccess className="grid gap-4 sm:grid-cols-2">
      {({ pending, result, errors }) => {
        // After a refusal without JavaScript, the form shows what was sent.
        const sent = result?.status === 'error' ? result.values : undefined;
        const value = (name: keyof BatchFormValues, fallback: string | undefined) => sent?.[name] ?? fallback;
        const described = (name: string) =>
          errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': id(`${name}-error`) } : {};
        return (
          <>
            {initial?.id && <input type="hidden" name="id" value={initial.id} />}
            <div className="grid gap-1.5">
              <Label htmlFor={id('centre')}>{t('centre')}</Label>
              <NativeSelect
                id={id('centre')}
                name="centreId"
                defaultValue={value('centreId', initial?.centreId ?? '')}
                {...described('centreId')}
              >
                <option value="">{t('chooseCentre')}</option>
                {centres.map((centre) => (
                  <option key={centre.id} value={centre.id}>
                    {centre.name}, {centre.city}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={id('centreId-error')} message={errors.centreId} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={id('coach')}>{t('coach')}</Label>
              <NativeSelect
                id={id('coach')}
                name="coachId"
                defaultValue={value('coachId', initial?.coachId ?? '')}
                {...described('coachId')}
              >
                <option value="">{t('chooseCoach')}</option>
                {coaches.map((coach) => (
                  <option key={coach.id} value={coach.id}>
                    {coach.name}
                  </option>
                ))}
              </NativeSelect>
              <FieldError id={id('coachId-error')} message={errors.coachId} />
            </div>
            <fieldset className="grid gap-1.5 sm:col-span-2" {...described('days')}>
              <legend className="mb-1.5 text-sm font-medium">{t('days')}</legend>
              <div className="flex flex-wrap gap-2">
                {WEEKDAYS.map((weekday) => (
                  <label
                    key={weekday.day}
                    className="flex h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                  >
                    <input
                      type="checkbox"
                      name={`day${weekday.day}`}
                      defaultChecked={sent ? sent[`day${weekday.day}`] === 'on' : initial?.days.includes(weekday.day)}
                      className="size-4 accent-primary"
                    />
                    <span aria-hidden="true">{said(weekday.short)}</span>
                    <span className="sr-only">{said(weekday.long)}</span>
                  </label>
                ))}
              </div>
              <FieldError id={id('days-error')} message={errors.days} />
            </fieldset>
            {INPUTS.map((field) => (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={id(field.name)}>{t(`fields.${field.name}`)}</Label>
                <Input
                  id={id(field.name)}
                  name={field.name}
                  type={field.type}
                  {...(field.type === 'number' ? { inputMode: 'numeric' as const, min: field.min, max: field.max } : {})}
                  defaultValue={value(field.name, initial ? String(initial[field.name]) : undefined)}
                  {...described(field.name)}
                />
                <FieldError id={id(`${field.name}-error`)} message={errors[field.name]} />
              </div>
            ))}
            <Button type="submit" disabled={pending} className="sm:col-span-2 sm:w-fit">
              {initial?.id ? (pending ? t('saving') : t('save')) : pending ? t('adding') : t('add')}
            </Button>
          </>
        );
      }}
    </ActionForm>
  );
}
