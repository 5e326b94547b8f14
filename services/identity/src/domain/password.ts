import { createHash, createHmac, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * bcrypt reads only the first 72 bytes of a password and silently ignores the rest, so two passwords that share
 * those bytes would be the same password. New passwords are refused past it; at log-in, a longer one never matches.
 */
export const MAX_PASSWORD_BYTES = 72;

export function fitsBcrypt(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') <= MAX_PASSWORD_BYTES;
}

export function hashPassword(password: string, rounds: number): Promise<string> {
  if (!fitsBcrypt(password)) return Promise.reject(new Error(`a password must be at most ${MAX_PASSWORD_BYTES} bytes`));
  return bcrypt.hash(password, rounds);
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  // Compared all the same, so that the answer costs as long as for any other wrong password.
  const matches = await bcrypt.compare(password, hash);
  return matches && fitsBcrypt(password);
}

// Compared against when the account does not exist, so a wrong e-mail costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function spendComparableTime(password: string, rounds: number): Promise<void> {
  decoyHash ??= bcrypt.hash('no-such-account', rounds);
  await bcrypt.compare(password, await decoyHash);
}

/**
 * A pending reset is named by a random id, and the link's secret is derived from that id with a key only identity
 * holds (HMAC-SHA256). So the id can travel in an event (outbox, broker) and the link be made again whenever the
 * e-mail is sent, while neither the database nor the broker ever holds the secret: only its hash and the id.
 */
export function newResetId(): string {
  return randomBytes(16).toString('base64url');
}

/** The key of reset links, derived from the signing secret with a label of its own (never used as the secret itself). */
export function resetLinkKey(signingSecret: string): Buffer {
  return createHmac('sha256', signingSecret).update('rto password reset links v1').digest();
}

/** The secret of the link for the reset `resetId`: the same id always gives the same secret. */
export function resetSecretOf(key: Buffer, resetId: string): string {
  return createHmac('sha256', key).update(resetId).digest('base64url');
}

export function hashResetSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The shop page `page` with a link's secret as its `token`: reset links here, verification links (domain/email-verification). */
export function tokenLink(publicUrl: string, page: string, secret: string): string {
  const url = new URL(page, publicUrl);
  url.searchParams.set('token', secret);
  return url.toString();
}

export function resetLink(publicUrl: string, secret: string): string {
  return tokenLink(publicUrl, '/reset-password', secret);
}

/**
 * A pending link's secret, made again with the key it was made with: the current one, or the one before a
 * rotation while its links are pending. Undefined when no key makes a secret with the stored hash.
 */
export function pendingLinkSecret(
  linkKeys: readonly Buffer[],
  derive: (key: Buffer, id: string) => string,
  id: string,
  secretHash: string | undefined,
): string | undefined {
  return linkKeys.map((key) => derive(key, id)).find((candidate) => hashResetSecret(candidate) === secretHash);
}
