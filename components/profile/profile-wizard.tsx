'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
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
import { CheckboxField, SelectField, TextAreaField, TextField } from './profile-fields';

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

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
        title: 'Profile Completed!',
        description: "Your profile has been submitted successfully. You'll receive WhatsApp instructions soon.",
      };
      toastThenNavigate(completed, '/dashboard', { delayMs: REDIRECT_AFTER_MS });
      return;
    }
    setSubmitting(false);
    toast.error('Error', { description: result.message });
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
            <span>
              Step {step + 1} of {PROFILE_STEPS.length}
            </span>
            <span>{((step + 1) / PROFILE_STEPS.length) * 100}% complete</span>
          </div>
          <Progress value={((step + 1) / PROFILE_STEPS.length) * 100} aria-label="Profile progress" />
        </div>

        <section aria-labelledby="step-title" className="grid gap-4">
          <h2 id="step-title" ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {PROFILE_STEPS[step]!.title}
          </h2>
          {step === 0 && (
            <>
              <TextField name="name" label="Full Name" autoComplete="name" placeholder="Your full name" />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField name="age" label="Age" type="number" inputMode="numeric" placeholder="Years" />
                <SelectField name="gender" label="Gender" placeholder="Select gender" options={options(GENDERS, GENDER_LABEL)} />
                <TextField
                  name="height"
                  label="Height (cm)"
                  type="number"
                  inputMode="decimal"
                  step="0.1"
                  placeholder="e.g. 160"
                />
                <TextField name="weight" label="Weight (kg)" type="number" inputMode="decimal" step="0.1" placeholder="e.g. 68" />
              </div>
            </>
          )}
          {step === 1 && (
            <>
              <TextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
              <TextField name="whatsapp" label="WhatsApp Number" type="tel" autoComplete="tel" placeholder="+91 98765 43210" />
              <TextAreaField name="address" label="Complete Address" placeholder="House, street, city, PIN code" />
              <SelectField
                name="bloodGroup"
                label="Blood Group"
                optional
                placeholder="Select blood group"
                options={options(BLOOD_GROUPS)}
              />
            </>
          )}
          {step === 2 && (
            <>
              <SelectField
                name="workoutExperience"
                label="Workout Experience"
                placeholder="Select experience level"
                options={options(WORKOUT_EXPERIENCE, WORKOUT_EXPERIENCE_LABEL)}
              />
              <SelectField
                name="dietPreference"
                label="Diet Preference"
                placeholder="Select diet preference"
                options={options(DIET_PREFERENCES, DIET_PREFERENCE_LABEL)}
              />
              <TextAreaField
                name="injuryHistory"
                label="Injury History"
                optional
                placeholder="Any past injuries we should know about"
              />
              <TextAreaField
                name="medicalIssues"
                label="Medical Issues"
                optional
                placeholder="PCOD, thyroid, diabetes, medication..."
              />
            </>
          )}
          {step === 3 && (
            <>
              <TextAreaField
                name="primaryGoal"
                label="Primary Fitness Goal"
                placeholder="e.g. Lose 8 kg and feel more energetic"
              />
              <TextField name="referralSource" label="How did you hear about us?" optional placeholder="Instagram, a friend..." />
              <CheckboxField
                name="terms"
                description={
                  <Link href="/terms" target="_blank" className="text-primary underline underline-offset-4">
                    Terms of Service (opens in a new tab)
                  </Link>
                }
              >
                I accept the terms and conditions
              </CheckboxField>
              <CheckboxField
                name="dataConsent"
                description={
                  <>
                    We keep your measurements, health history and goals only to personalise your programme, and share them only
                    with your coach.{' '}
                    <Link href="/privacy" target="_blank" className="text-primary underline underline-offset-4">
                      Privacy Policy (opens in a new tab)
                    </Link>
                  </>
                }
              >
                I consent to the processing of my health data
              </CheckboxField>
            </>
          )}
        </section>

        <div className="flex justify-between gap-3">
          <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0}>
            Previous
          </Button>
          {/* Distinct keys: reusing one <button> would turn the click on the last Next into a submit. */}
          {step < last ? (
            <Button key="next" type="button" onClick={() => goTo(step + 1)}>
              Next
            </Button>
          ) : (
            <Button key="submit" type="submit" disabled={submitting || done}>
              {submitting ? 'Submitting...' : 'Complete Profile'}
            </Button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
