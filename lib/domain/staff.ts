import type { Refusal } from './outcome';
import type { RefundStatus } from './refunds';
/** The admin's screens: their texts and view types. Pure: no React, no I/O. */

export const STAFF_NAME_MAX = 100;
/** The one line customers read beside a coach's name. */
export const STAFF_BIO_MAX = 160;

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
  named: (name: string) => `The coach is called ${name} now.`,
  nameFailed: 'Could not name the coach. Please try again.',
  // Whole sentences, so each has its translation (lib/i18n/domain-text.ts).
  unnamed: (count: number) =>
    count === 1
      ? "A coach has no name yet: their clients see 'WellFit Team'. Name them below."
      : `${count} coaches have no name yet: their clients see 'WellFit Team'. Name them below.`,
  notAdmin: 'Only admins can do that.',
  gone: 'That coach or client is no longer here. Reload the page and try again.',
} as const;

/** Why a coach cannot be invited, as ADMIN_MESSAGES' key: the number is an admin's. */
export type InviteRefusal = Refusal<'adminNumber'>;

/** The staff's own profile page: texts. */
export const STAFF_PROFILE_MESSAGES = {
  nameRequired: 'Enter your name',
  nameTooLong: ADMIN_MESSAGES.nameTooLong,
  bioTooLong: `Keep it to one line: under ${STAFF_BIO_MAX} characters`,
  saved: 'Saved. Your clients see this name.',
  failed: 'Could not save your profile. Please try again.',
} as const;

/** A customer's coach as the customer reads them: a name and a one-line bio (maybe empty). */
export interface CoachIntro {
  name: string;
  bio: string;
}

/** A staff member as staff screens tell them apart: name and phone, or the phone alone until named. */
export function staffLabel(member: { name: string | null; phone: string }): string {
  return member.name ? `${member.name} · ${member.phone}` : `${member.phone} (not named yet)`;
}

export interface CoachSummary {
  /** Null for an invitation nobody has taken up yet. */
  userId: string | null;
  /** As shown: '+91 90000 00001'. */
  phone: string;
  /** Null until the admin or the coach names them (invited through COACH_PHONES). */
  name: string | null;
  status: 'active' | 'invited' | 'deactivated';
  activeClients: number;
}

export interface ClientSummary {
  customerId: string;
  /** The profile's name, or the phone until there is a profile. */
  customer: string;
  phone: string;
  coachId: string | null;
  /** The coach as staffLabel() shows them, or null before one is assigned. */
  coach: string | null;
  startDay: string | null;
  inProgramme: boolean;
  /** The last day their plans cover, a pause running today, and their latest refund request. */
  activeUntil: string | null;
  pausedUntil: string | null;
  refundStatus: RefundStatus | null;
}
