'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { FieldError } from '@/components/field-error';
import { Icon, Plus, Trash2 } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/sonner';
import { saveCallTimesAction } from '@/lib/actions/video-calls';
import { WEEKDAYS } from '@/lib/domain/batches';
import { type AvailabilityWindow, availabilitySchema, MAX_WINDOWS } from '@/lib/domain/video-calls';
import { useDomainText } from '@/lib/i18n/use-domain-text';

interface Row {
  key: number;
  weekday: string;
  from: string;
  until: string;
}

type RowErrors = Partial<Record<'weekday' | 'from' | 'until', string>>;

/** Each row's first message per field, and the list's own (too many), from the schema's issues. */
function errorsOf(rows: Row[]): { rows: RowErrors[]; list: string | null } {
  const parsed = availabilitySchema.safeParse({ windows: rows.map(({ weekday, from, until }) => ({ weekday, from, until })) });
  const found: { rows: RowErrors[]; list: string | null } = { rows: rows.map(() => ({})), list: null };
  if (parsed.success) return found;
  for (const issue of parsed.error.issues) {
    const [, index, field] = issue.path;
    if (typeof index === 'number' && (field === 'weekday' || field === 'from' || field === 'until')) {
      found.rows[index]![field] ??= issue.message;
    } else found.list ??= issue.message;
  }
  return found;
}

/**
 * The coach's 'Times for video calls': any number of weekly windows (up to 21), each a day and two
 * times, checked as typed once saved, saved as a whole week. Needs JavaScript (rows come and go).
 */
export function CallTimesForm({ windows }: { windows: AvailabilityWindow[] }) {
  const id = useId();
  const t = useTranslations('support.callTimes');
  const tc = useTranslations('common');
  const said = useDomainText();
  const [rows, setRows] = useState<Row[]>(() =>
    windows.map((window, key) => ({ key, weekday: String(window.weekday), from: window.from, until: window.until })),
  );
  const [nextKey, setNextKey] = useState(windows.length);
  const [checking, setChecking] = useState(false);
  const [pending, startSaving] = useTransition();
  const errors: { rows: RowErrors[]; list: string | null } = checking ? errorsOf(rows) : { rows: [], list: null };

  const change = (key: number, field: 'weekday' | 'from' | 'until', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const last = rows.at(-1);
    // The next day at the same times: a week of evenings is a few taps.
    const weekday = last ? String((Number(last.weekday) % 7) + 1) : '1';
    setRows([...rows, { key: nextKey, weekday, from: last?.from ?? '10:00', until: last?.until ?? '12:00' }]);
    setNextKey(nextKey + 1);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    const found = errorsOf(rows);
    if (found.list || found.rows.some((row) => Object.keys(row).length > 0)) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      if (found.list) toast.error(tc('error'), { description: said(found.list) });
      return;
    }
    startSaving(async () => {
      const result = await saveCallTimesAction(null, {
        windows: rows.map(({ weekday, from, until }) => ({ weekday, from, until })),
      });
      if (result.status === 'ok') toast.success(said(result.data));
      else toast.error(tc('error'), { description: said(result.message) });
    });
  };

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-busy={pending}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('none')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('list')}>
          {rows.map((row, index) => {
            const rowErrors: RowErrors = errors.rows[index] ?? {};
            const field = (name: string) => `${id}-${row.key}-${name}`;
            const described = (name: 'weekday' | 'from' | 'until') => (rowErrors[name] ? `${field(name)}-error` : undefined);
            return (
              <li key={row.key} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_7rem_7rem_auto] sm:items-end">
                <div className="grid gap-1.5">
                  <Label htmlFor={field('weekday')}>{t('day')}</Label>
                  <NativeSelect
                    id={field('weekday')}
                    value={row.weekday}
                    onChange={(event) => change(row.key, 'weekday', event.target.value)}
                    aria-invalid={rowErrors.weekday ? true : undefined}
                    aria-describedby={described('weekday')}
                  >
                    {WEEKDAYS.map((day) => (
                      <option key={day.day} value={day.day}>
                        {said(day.long)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                {/* Two time pickers side by side need more than a 360 px phone gives them. */}
                <div className="grid gap-2 min-[400px]:grid-cols-2 sm:contents">
                  {(['from', 'until'] as const).map((name) => (
                    <div key={name} className="grid gap-1.5">
                      <Label htmlFor={field(name)}>{name === 'from' ? t('from') : t('until')}</Label>
                      <Input
                        id={field(name)}
                        type="time"
                        step={900}
                        value={row[name]}
                        onChange={(event) => change(row.key, name, event.target.value)}
                        aria-invalid={rowErrors[name] ? true : undefined}
                        aria-describedby={described(name)}
                      />
                    </div>
                  ))}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(row.key)}
                  aria-label={t('removeLabel', { number: index + 1 })}
                  className="w-fit"
                >
                  <Icon icon={Trash2} />
                  {t('remove')}
                </Button>
                {(['weekday', 'from', 'until'] as const)
                  .filter((name) => rowErrors[name])
                  .map((name) => (
                    <div key={name} className="sm:col-span-4">
                      <FieldError id={`${field(name)}-error`} message={said(rowErrors[name] ?? '')} />
                    </div>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
      {errors.list && <p className="text-sm text-destructive">{said(errors.list)}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={add} disabled={rows.length >= MAX_WINDOWS}>
          <Icon icon={Plus} />
          {t('add')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
