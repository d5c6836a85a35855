import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getSessionUser } from '@/lib/auth/session';
import { isAdmin, isStaff } from '@/lib/db/staff';
import type { AuthUser } from '@/lib/auth/types';
import type * as z from '@/lib/domain/validation';
import { fieldErrorsOf } from './field-errors';
import { type ActionInput, type ActionResult, failure } from './result';

export interface ActionMessages {
  /** The toast when the input does not parse; defaults to the first field's message. */
  invalid?: string;
  /** The toast when the body throws: the cause goes to the server log, never to the browser. */
  failed: string;
}

interface Parsed<S extends z.ZodMiniType> {
  data: z.output<S>;
  form: FormData | null;
}

function plain(input: ActionInput): Record<string, unknown> {
  return input instanceof FormData ? Object.fromEntries(input) : input;
}

/** The submitted strings, minus Next's own fields, to show the form again without JavaScript. */
export function submittedValues(input: ActionInput): Record<string, string> | undefined {
  if (!(input instanceof FormData)) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of input) if (typeof value === 'string' && !name.startsWith('$ACTION')) values[name] = value;
  return values;
}

async function run<S extends z.ZodMiniType, T>(
  name: string,
  schema: S,
  input: ActionInput,
  messages: ActionMessages,
  body: (parsed: Parsed<S>) => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const parsed = schema.safeParse(plain(input ?? {}));
  if (!parsed.success) {
    return failure(messages.invalid ?? parsed.error.issues[0]?.message ?? messages.failed, {
      fieldErrors: fieldErrorsOf(parsed.error),
      values: submittedValues(input),
    });
  }
  try {
    return await body({ data: parsed.data, form: input instanceof FormData ? input : null });
  } catch (error) {
    // redirect() and notFound() work by throwing: let Next have them.
    unstable_rethrow(error);
    console.error(`${name} failed`, error);
    return failure(messages.failed, { values: submittedValues(input) });
  }
}

/**
 * A Server Action for visitors and customers alike: `(previousState, input)`, so a form can
 * post it through useActionState (and without JavaScript) and a component can call it directly.
 */
export function validatedAction<S extends z.ZodMiniType, T>(
  name: string,
  schema: S,
  messages: ActionMessages,
  body: (data: z.output<S>, form: FormData | null) => Promise<ActionResult<T>>,
) {
  return async (_previous: unknown, input: ActionInput): Promise<ActionResult<T>> =>
    run(name, schema, input, messages, ({ data, form }) => body(data, form));
}

/** The same for signed-in customers only: the user comes from the session, never the input. */
export function validatedActionWithUser<S extends z.ZodMiniType, T>(
  name: string,
  schema: S,
  messages: ActionMessages & { signedOut: string },
  body: (data: z.output<S>, user: AuthUser, form: FormData | null) => Promise<ActionResult<T>>,
) {
  return async (_previous: unknown, input: ActionInput): Promise<ActionResult<T>> =>
    run(name, schema, input, messages, async ({ data, form }) => {
      const user = await getSessionUser();
      if (!user) return failure(messages.signedOut);
      return body(data, user, form);
    });
}

export type StaffRole = 'admin' | 'staff';

/**
 * The same for staff: an admin, or any active staff member (coach or admin). The database's
 * functions and policies check again; this answers a customer with `messages.forbidden` first.
 */
export function validatedStaffAction<S extends z.ZodMiniType, T>(
  name: string,
  schema: S,
  role: StaffRole,
  messages: ActionMessages & { signedOut: string; forbidden: string },
  body: (data: z.output<S>, user: AuthUser, form: FormData | null) => Promise<ActionResult<T>>,
) {
  return validatedActionWithUser(name, schema, messages, async (data, user, form) => {
    const allowed = role === 'admin' ? await isAdmin(user) : await isStaff(user);
    if (!allowed) return failure(messages.forbidden);
    return body(data, user, form);
  });
}
