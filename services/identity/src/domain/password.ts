import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function passwordMatches(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when the account does not exist, so a wrong e-mail costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;
export async function spendComparableTime(password: string, rounds: number): Promise<void> {
  decoyHash ??= bcrypt.hash('no-such-account', rounds);
  await bcrypt.compare(password, await decoyHash);
}

/** A single-use reset secret: the link carries the secret, the database only its hash. */
export function newResetSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashResetSecret(secret) };
}

export function hashResetSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function resetLink(publicUrl: string, secret: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', secret);
  return url.toString();
}
