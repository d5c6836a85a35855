'use client';

import { useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ProfileField, ProfileInput } from '@/lib/domain/profile-schema';
import { useDomainText } from '@/lib/i18n/use-domain-text';

function useFieldError(name: ProfileField) {
  const { formState } = useFormContext<ProfileInput>();
  const said = useDomainText();
  // The schema's and the server's messages are English (lib/): the reader's language here.
  const english = formState.errors[name]?.message;
  const message = english ? said(english) : english;
  return {
    message,
    describedBy: message ? `${name}-error` : undefined,
    node: message ? (
      <p id={`${name}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null,
  };
}

interface FieldProps {
  name: ProfileField;
  label: string;
  optional?: boolean;
}

function LabelText({ label, optional }: { label: string; optional?: boolean }) {
  const t = useTranslations('profile.fields');
  return (
    <>
      {label}
      {optional && <span className="font-normal text-muted-foreground"> {t('optional')}</span>}
    </>
  );
}

export function TextField({ name, label, optional, ...input }: FieldProps & React.ComponentProps<typeof Input>) {
  const { register } = useFormContext<ProfileInput>();
  const error = useFieldError(name);
  return (
    <div className="grid gap-2">
      <Label htmlFor={name}>
        <LabelText label={label} optional={optional} />
      </Label>
      <Input
        id={name}
        aria-invalid={error.message ? true : undefined}
        aria-describedby={error.describedBy}
        {...input}
        {...register(name)}
      />
      {error.node}
    </div>
  );
}

export function TextAreaField({ name, label, optional, placeholder }: FieldProps & { placeholder?: string }) {
  const { register } = useFormContext<ProfileInput>();
  const error = useFieldError(name);
  return (
    <div className="grid gap-2">
      <Label htmlFor={name}>
        <LabelText label={label} optional={optional} />
      </Label>
      <Textarea
        id={name}
        rows={3}
        placeholder={placeholder}
        aria-invalid={error.message ? true : undefined}
        aria-describedby={error.describedBy}
        {...register(name)}
      />
      {error.node}
    </div>
  );
}

export function SelectField({
  name,
  label,
  optional,
  placeholder,
  options,
}: FieldProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const { control } = useFormContext<ProfileInput>();
  const error = useFieldError(name);
  return (
    <div className="grid gap-2">
      <Label id={`${name}-label`} htmlFor={name}>
        <LabelText label={label} optional={optional} />
      </Label>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={typeof field.value === 'string' ? field.value : ''} onValueChange={field.onChange} name={name}>
            <SelectTrigger
              id={name}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-labelledby={`${name}-label`}
              aria-invalid={error.message ? true : undefined}
              aria-describedby={error.describedBy}
            >
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      {error.node}
    </div>
  );
}

export function CheckboxField({
  name,
  children,
  description,
}: {
  name: ProfileField;
  children: React.ReactNode;
  description?: React.ReactNode;
}) {
  const { control } = useFormContext<ProfileInput>();
  const error = useFieldError(name);
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={name}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={error.message ? true : undefined}
              aria-describedby={error.describedBy}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor={name} className="leading-snug font-normal">
          <span>{children}</span>
        </Label>
      </div>
      {description && <div className="pl-8 text-sm text-muted-foreground">{description}</div>}
      {error.node}
    </div>
  );
}
