/** Rules about users that hold whatever the storage: no I/O here. */

export type Role = 'customer' | 'admin';

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

/** The session version of a deleted account: no token of it is ever accepted again. */
export const ENDED_FOR_GOOD = Number.MAX_SAFE_INTEGER;

/**
 * How much longer sessions ended at `endedAt` must be refused: until the last token issued before then has
 * expired. Zero or less means the revocation no longer matters.
 */
export function revocationSecondsLeft(endedAt: Date, tokenTtlSeconds: number, now: Date): number {
  return Math.ceil((endedAt.getTime() + tokenTtlSeconds * 1000 - now.getTime()) / 1000);
}
