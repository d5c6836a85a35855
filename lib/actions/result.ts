/**
 * What every Server Action returns, and what its form reads back: success with the action's
 * data, or a message for a toast and the fields it concerns. Importable by client and server.
 */
export type FieldErrors = Record<string, string[]>;

/** ALTCHA's challenge: find the number n below maxnumber for which hash(salt + n) is challenge. */
export interface ProofOfWorkChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export type ActionResult<T = undefined> =
  | { status: 'ok'; data: T }
  | {
      status: 'error';
      message: string;
      fieldErrors?: FieldErrors;
      /** What was submitted, so a page rendered without JavaScript can show it again. */
      values?: Record<string, string>;
      /** A proof of work the browser must solve and send with the form before it is taken. */
      proofOfWork?: ProofOfWorkChallenge;
    };

/** What an action takes: a form post (with or without JavaScript) or the object a component sends. */
export type ActionInput = FormData | Record<string, unknown>;

/** useActionState's state before the first submit. */
export type ActionState<T = undefined> = ActionResult<T> | null;

export function ok(): ActionResult;
export function ok<T>(data: T): ActionResult<T>;
export function ok<T>(data?: T): ActionResult<T | undefined> {
  return { status: 'ok', data };
}

export function failure(
  message: string,
  extra: { fieldErrors?: FieldErrors; values?: Record<string, string>; proofOfWork?: ProofOfWorkChallenge } = {},
): ActionResult<never> {
  return { status: 'error', message, ...extra };
}

/** The first message of each field, as a form shows them. */
export function firstErrors(fieldErrors: FieldErrors | undefined): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) if (messages[0]) first[field] = messages[0];
  return first;
}
