/**
 * What a data-layer function answers when a person may be refused: `ok` with what the caller
 * needs, or a refusal with its reason code (and the figures its words need, where they do, e.g.
 * `{ ...refused('capacityBelowBookings'), booked: 3 }`). Codes, not words: the Server Action turns
 * a reason into the text of its feature's messages module (BATCH_MESSAGES[reason]), the one place
 * each text lives. Failures that are no one's doing (the database down, a bug) stay thrown errors.
 */
export type Refusal<Reason extends string = string> = { status: 'refused'; reason: Reason };

export type Outcome<Value extends object, Refused extends Refusal> = ({ status: 'ok' } & Value) | Refused;

/** Done, with what the caller needs (`accepted({})` for nothing). */
export const accepted = <Value extends object>(value: Value): { status: 'ok' } & Value => ({ status: 'ok', ...value });

/** Refused for `reason`. */
export const refused = <Reason extends string>(reason: Reason): Refusal<Reason> => ({ status: 'refused', reason });
