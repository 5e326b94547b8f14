import { createHmac } from 'node:crypto';
import { hashResetSecret, newResetId, tokenLink } from './password';

/**
 * An address is proved by a single-use link, made the way reset links are (domain/password): a pending
 * verification is named by a random id, and the link's secret is derived from that id with identity's link key.
 * So the id can travel in user.verification.requested and the link be made again when the e-mail is sent, while
 * the database holds only the secret's hash and the broker never holds it at all.
 * The id is a reset id (newResetId), the same random 16 bytes.
 */

/**
 * The secret of the link for the verification `verificationId`. A label of its own keeps the two kinds of link
 * apart: the secret of a reset link is never a verification secret for the same id, nor the other way round.
 */
export function verificationSecretOf(linkKey: Buffer, verificationId: string): string {
  return createHmac('sha256', linkKey).update(`email verification\n${verificationId}`).digest('base64url');
}

/** The page the e-mailed link opens; it posts the token to POST /verifyEmail. */
export function verificationLink(publicUrl: string, secret: string): string {
  return tokenLink(publicUrl, '/verify-email', secret);
}

/** When a verification asked for at `now` stops working. */
export function verificationExpiry(now: Date, ttlSeconds: number): Date {
  return new Date(now.getTime() + ttlSeconds * 1000);
}

/** A new pending verification: its id, the hash of its link's secret (all that is stored) and its expiry. */
export function newVerification(linkKey: Buffer, ttlSeconds: number, now: Date): { id: string; secretHash: string; expiresAt: Date } {
  const id = newResetId();
  return { id, secretHash: hashResetSecret(verificationSecretOf(linkKey, id)), expiresAt: verificationExpiry(now, ttlSeconds) };
}
