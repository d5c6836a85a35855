import type { Refusal } from './outcome';
import type { RefundStatus } from './refunds';
/** The admin's screens: their texts and view types. Pure: no React, no I/O. */

export const STAFF_NAME_MAX = 100;

export const ADMIN_MESSAGES = {
  nameRequired: "Enter the coach's name",
  nameTooLong: `Keep the name under ${STAFF_NAME_MAX} characters`,
  added: (name: string) => `${name} is added. They become active when they first sign in with that number.`,
  addedActive: (name: string) => `${name} is an active coach now.`,
  adminNumber: 'That number belongs to an admin.',
  addFailed: 'Could not add the coach. Please try again.',
  deactivated: (name: string) => `${name} is deactivated. Their clients went to the other coaches.`,
  reactivated: (name: string) => `${name} is active again.`,
  activeFailed: 'Could not change the coach. Please try again.',
  reassigned: (customer: string, coach: string) => `${customer} is now coached by ${coach}.`,
  reassignFailed: 'Could not reassign the client. Please try again.',
  notAdmin: 'Only admins can do that.',
  gone: 'That coach or client is no longer here. Reload the page and try again.',
} as const;

/** Why a coach cannot be invited, as ADMIN_MESSAGES' key: the number is an admin's. */
export type InviteRefusal = Refusal<'adminNumber'>;

export interface CoachSummary {
  /** Null for an invitation nobody has taken up yet. */
  userId: string | null;
  /** As shown: '+91 90000 00001'. */
  phone: string;
  name: string;
  status: 'active' | 'invited' | 'deactivated';
  activeClients: number;
}

export interface ClientSummary {
  customerId: string;
  /** The profile's name, or the phone until there is a profile. */
  customer: string;
  phone: string;
  coachId: string | null;
  coachName: string | null;
  startDay: string | null;
  inProgramme: boolean;
  /** The last day their plans cover, a pause running today, and their latest refund request. */
  activeUntil: string | null;
  pausedUntil: string | null;
  refundStatus: RefundStatus | null;
}
