/** Rules about users that hold whatever the storage: no I/O here. */

export type Role = 'customer' | 'admin';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An optional leading plus, then digits, spaces, hyphens and parentheses (spec 5, Edit User). */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** The account status the admin sees: Suspended while billing is paused (spec 3). */
export function accountStatus(billingPaused: boolean): 'active' | 'suspended' {
  return billingPaused ? 'suspended' : 'active';
}

/** E-mails are unique regardless of case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What a deleted account's e-mail becomes, so the address is free again and the unique index holds. */
export function tombstoneEmail(userId: string): string {
  return `deleted:${userId}`;
}
