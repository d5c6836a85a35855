import type * as z from '@/lib/domain/validation';
import type { FieldErrors } from './result';

/** A zod error as the forms show it: the messages of each top-level field. Client and server. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return errors;
}
