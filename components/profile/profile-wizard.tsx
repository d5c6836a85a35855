'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import Link from '@/components/locale-link';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { type DefaultValues, type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { submitProfileAction } from '@/lib/actions/profile';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/sonner';
import { useFormDraft } from '@/hooks/use-form-draft';
import { stepFromQuery } from '@/lib/domain/onboarding';
import { useToastThenNavigate } from '@/hooks/use-toast-then-navigate';
import { firstErrors } from '@/lib/actions/result';
import {
  BLOOD_GROUPS,
  DIET_PREFERENCE_LABEL,
  DIET_PREFERENCES,
  firstStepWith,
  GENDER_LABEL,
  GENDERS,
  type Profile,
  PROFILE_STEPS,
  type ProfileField,
  type ProfileInput,
  PROFILE_MESSAGES,
  profileSchema,
  WORKOUT_EXPERIENCE,
  WORKOUT_EXPERIENCE_LABEL,
} from '@/lib/domain/profile-schema';
import type { DomainText } from '@/lib/i18n/domain-text';
import { useDomainText } from '@/lib/i18n/use-domain-text';
import { CheckboxField, SelectField, TextAreaField, TextField } from './profile-fields';

const options = <T extends string>(said: DomainText, values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels ? said(labels[value]) : value }));

const REDIRECT_AFTER_MS = 1500;

interface ProfileWizardProps {
  defaultValues: DefaultValues<ProfileInput>;
  /** Where this customer's unsent answers wait in the tab's session storage until they submit. */
  draftKey: string;
}

/**
 * The 4-step health profile: no gating between steps, the whole form validated on submit.
 * What is typed survives a reload or Back until it is submitted.
 */
export function ProfileWizard({ defaultValues, draftKey }: ProfileWizardProps) {
  const toastThenNavigate = useToastThenNavigate();
  const t = useTranslations('profile.wizard');
  const tc = useTranslations('common');
  const said = useDomainText();
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft(draftKey, form);
  // The step lives in the address (?step=3): a reload, Back or Forward shows the step it was on.
  const step = stepFromQuery(useSearchParams().get('step'), PROFILE_STEPS.length);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<ProfileField | null>(null);
  const moved = useRef(false);
  const last = PROFILE_STEPS.length - 1;

  // After a step change, focus the field an error sent us to, or else the step's heading.
  useEffect(() => {
    if (!moved.current) return;
    if (pendingFocus.current) form.setFocus(pendingFocus.current);
    else heading.current?.focus();
    pendingFocus.current = null;
  }, [step, form]);

  function goTo(next: number, focus: ProfileField | null = null) {
    moved.current = true;
    pendingFocus.current = focus;
    if (next === step) {
      if (focus) form.setFocus(focus);
      return;
    }
    // Replaced, not pushed: Back leaves the form rather than walking its steps.
    window.history.replaceState(null, '', `?step=${next + 1}`);
  }

  function showErrors(errors: FieldErrors<ProfileInput> | Partial<Record<string, string>>) {
    const target = firstStepWith(Object.keys(errors));
    if (target) goTo(target.step, target.field);
  }

  async function save() {
    setSubmitting(true);
    // The server parses the raw form again with the same schema.
    const result = await submitProfileAction(null, form.getValues()).catch((error: unknown) => {
      console.error('submitProfile failed', error);
      return { status: 'error' as const, message: PROFILE_MESSAGES.failed, fieldErrors: undefined };
    });
    if (result.status === 'ok') {
      setDone(true);
      draft.clear();
      const completed = {
        title: t('completedTitle'),
        description: t('completedDescription'),
      };
      toastThenNavigate(completed, '/dashboard', { delayMs: REDIRECT_AFTER_MS });
      return;
    }
    setSubmitting(false);
    toast.error(tc('error'), { description: said(result.message) });
    const fieldErrors = firstErrors(result.fieldErrors);
    for (const [name, message] of Object.entries(fieldErrors)) form.setError(name as ProfileField, { message });
    showErrors(fieldErrors);
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save, showErrors)(event)}
        onKeyDown={(event) => {
          // Enter in a field moves on rather than submitting the whole wizard early.
          if (event.key === 'Enter' && step < last && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            goTo(step + 1);
          }
        }}
        className="grid gap-6"
      >
        <div className="grid gap-2">
          <div className="flex justify-between text-sm text-muted-foreground">
            <span>{t('step', { step: step + 1, total: PROFILE_STEPS.length })}</span>
            <span>{t('percent', { percent: ((step + 1) / PROFILE_STEPS.length) * 100 })}</span>
          </div>
          <Progress value={((step + 1) / PROFILE_STEPS.length) * 100} aria-label={t('progress')} />
        </div>

        <section aria-labelledby="step-title" className="grid gap-4">
          <h2 id="step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {said(PROFILE_STEPS[step]!.title)}
          </h2>
          {step === 0 && (
            <>
              <TextField name="name" label={t('name')} autoComplete="name" placeholder={t('namePlaceholder')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="age" label={t('age')} type="number" inputMode="numeric" placeholder={t('agePlaceholder')} />
                <SelectField
                  name="gender"
                  label={t('gender')}
                  placeholder={t('genderPlaceholder')}
                  options={options(said, GENDERS, GENDER_LABEL)}
                />
                <TextField
                  name="height"
                  label={t('height')}
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  placeholder={t('heightPlaceholder')}
                />
                <TextField
                  name="weight"
                  label={t('weight')}
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  placeholder={t('weightPlaceholder')}
                />
              </div>
            </>
          )}
          {step === 1 && (
            <>
              <TextField name="email" label={t('email')} type="email" autoComplete="email" placeholder="you@example.com" />
              <TextField name="whatsapp" label={t('whatsapp')} type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
              <TextAreaField name="address" label={t('address')} placeholder={t('addressPlaceholder')} />
              <SelectField
                name="bloodGroup"
                label={t('bloodGroup')}
                optional
                placeholder={t('bloodGroupPlaceholder')}
                options={options(said, BLOOD_GROUPS)}
              />
            </>
          )}
          {step === 2 && (
            <>
              <SelectField
                name="workoutExperience"
                label={t('workoutExperience')}
                placeholder={t('workoutExperiencePlaceholder')}
                options={options(said, WORKOUT_EXPERIENCE, WORKOUT_EXPERIENCE_LABEL)}
              />
              <SelectField
                name="dietPreference"
                label={t('dietPreference')}
                placeholder={t('dietPreferencePlaceholder')}
                options={options(said, DIET_PREFERENCES, DIET_PREFERENCE_LABEL)}
              />
              <TextAreaField
                name="injuryHistory"
                label={t('injuryHistory')}
                optional
                placeholder={t('injuryHistoryPlaceholder')}
              />
              <TextAreaField
                name="medicalIssues"
                label={t('medicalIssues')}
                optional
                placeholder={t('medicalIssuesPlaceholder')}
              />
            </>
          )}
          {step === 3 && (
            <>
              <TextAreaField name="primaryGoal" label={t('primaryGoal')} placeholder={t('primaryGoalPlaceholder')} />
              <TextField
                name="referralSource"
                label={t('referralSource')}
                optional
                placeholder={t('referralSourcePlaceholder')}
              />
              <CheckboxField
                name="terms"
                description={
                  <Link href="/terms" target="_blank" className="text-primary underline underline-offset-4">
                    {t('terms')}
                  </Link>
                }
              >
                {t('acceptTerms')}
              </CheckboxField>
              <CheckboxField
                name="dataConsent"
                description={
                  <>
                    {t('dataUse')}{' '}
                    <Link href="/privacy" target="_blank" className="text-primary underline underline-offset-4">
                      {t('privacy')}
                    </Link>
                  </>
                }
              >
                {t('dataConsent')}
              </CheckboxField>
            </>
          )}
        </section>

        <div className="flex justify-between gap-3">
          <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
            {t('previous')}
          </Button>
          {/* Distinct keys: reusing one <button> would turn the click on the last Next into a submit. */}
          {step < last ? (
            <Button key="next" type="button" onClick={() => goTo(step + 1)}>
              {t('next')}
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={submitting || done}>
              {submitting ? t('submitting') : t('submit')}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
