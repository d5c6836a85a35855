'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useTransition } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { saveBmiAssessmentAction } from '@/lib/actions/bmi';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/sonner';
import { type BmiResult, calculateBmi } from '@/lib/domain/bmi';
import type { BmiForm, BmiFormInput, BmiQueryState } from '@/lib/domain/bmi-schema';
import type { WeightProgress } from '@/lib/domain/progress';
import { useDomainText } from '@/lib/i18n/use-domain-text';

const FIELDS = [
  { name: 'weight', step: '0.1' },
  { name: 'height', step: '0.1' },
  { name: 'age', step: '1' },
] as const;

// The schema and zod, and the result card, load with the form's first focus (or at the latest its
// first check), not with the page: about 19 kB gzip that reading the page needs none of.
// A shared link's result is rendered on the server, and its card comes with the page.
const loadResultCard = () => import('./bmi-result-card');
const BmiResultCard = dynamic(() => loadResultCard().then((card) => card.BmiResultCard));
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/domain/bmi-schema')]).then(
    ([{ zodResolver }, { bmiFormSchema }]) => zodResolver(bmiFormSchema),
  );
let validation: ReturnType<typeof loadValidation> | undefined;
// A failed load (a dropped connection) is tried again at the next check.
const preloadFormCode = () =>
  (validation ??= Promise.all([loadValidation(), loadResultCard()])
    .then(([resolve]) => resolve)
    .catch((error: unknown) => {
      validation = undefined;
      throw error;
    }));
const resolver: Resolver<BmiFormInput, unknown, BmiForm> = async (values, context, options) =>
  (await preloadFormCode())(values, context, options);

// Messages from a submit without JavaScript, until the browser validates on its own.
const serverErrors = (messages: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { message }])) as Partial<
    Record<keyof BmiFormInput, { message?: string }>
  >;

/** Brings a new result into view (below the form on a phone) and moves focus to it. */
function useRevealOnChange(shown: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}

/**
 * The form validates on submit first, then again on every change (react-hook-form's
 * onSubmit / onChange modes). Without JavaScript it is a plain GET form the page answers.
 */
export function BmiCalculator({ initial, bands }: { initial: BmiQueryState; bands: React.ReactNode }) {
  const t = useTranslations('bmi');
  const said = useDomainText();
  const form = useForm<BmiFormInput, unknown, BmiForm>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { weight: '', height: '', age: '', ...initial.values },
  });
  const [shown, setShown] = useState<{ result: BmiResult; weight: number } | null>(
    initial.result ? { result: initial.result, weight: Number(initial.values.weight) } : null,
  );
  const [note, setNote] = useState<string>();
  // A signed-in customer's programme figures, as the dashboard shows them.
  const [progress, setProgress] = useState<WeightProgress | null>(null);
  const [saving, startSaving] = useTransition();
  const [serverMessages, setServerMessages] = useState(initial.errors);
  const errors = { ...serverErrors(serverMessages), ...form.formState.errors };
  const resultRef = useRevealOnChange(shown);

  const onSubmit = form.handleSubmit((values) => {
    setShown({ result: calculateBmi(values.weight, values.height), weight: values.weight });
    setNote(undefined);
    setProgress(null);
    toast.success(t('calculated'), { description: t('ready') });
    // The URL keeps the measurements, so a reload or a shared link shows the same result.
    const query = new URLSearchParams({ weight: String(values.weight), height: String(values.height), age: String(values.age) });
    window.history.replaceState(null, '', `?${query}`);
    startSaving(async () => {
      const saved = await saveBmiAssessmentAction(null, values);
      if (saved.status !== 'ok') return;
      setNote(t('saved'));
      setProgress(saved.data.progress);
    });
  });

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardContent>
          <form
            method="get"
            action="/bmi-calculator"
            noValidate
            onFocus={() => preloadFormCode().catch(() => undefined)}
            onSubmit={(event) => {
              setServerMessages({});
              void onSubmit(event);
            }}
            className="grid gap-4"
          >
            {FIELDS.map((field) => {
              const error = errors[field.name]?.message;
              return (
                <div key={field.name} className="grid gap-2">
                  <Label htmlFor={field.name}>{t(`fields.${field.name}.label`)}</Label>
                  <Input
                    id={field.name}
                    type="number"
                    inputMode="decimal"
                    step={field.step}
                    placeholder={t(`fields.${field.name}.placeholder`)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${field.name}-error` : undefined}
                    {...form.register(field.name)}
                  />
                  {error && (
                    <p id={`${field.name}-error`} className="text-sm text-destructive">
                      {said(error)}
                    </p>
                  )}
                </div>
              );
            })}
            <Button type="submit" size="lg" className="w-full">
              {t('calculate')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div ref={resultRef} tabIndex={-1} aria-live="polite" data-testid="bmi-result" className="scroll-mt-4 outline-none">
        {shown ? (
          <BmiResultCard result={shown.result} weight={shown.weight} note={saving ? t('saving') : note} progress={progress} />
        ) : (
          bands
        )}
      </div>
    </div>
  );
}
