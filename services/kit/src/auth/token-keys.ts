import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * The signing key as a KeyObject, made once: given a string, jsonwebtoken builds a new KeyObject on every call,
 * which was the largest CPU cost of an authenticated request.
 */
const keys = new Map<string, KeyObject>();
export function signingKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/**
 * Verifies with the current key, then with the previous one (a rotation in progress): a token signed with any
 * other key, or for other claims, throws as jsonwebtoken does.
 */
export function verifyWithKeys(token: string, secrets: Array<string | undefined>, options: jwt.VerifyOptions & { complete?: false }): string | jwt.JwtPayload {
  const [current, ...older] = secrets.filter((secret): secret is string => secret !== undefined);
  try {
    return jwt.verify(token, signingKey(current!), options);
  } catch (error) {
    // Only a wrong signature may be another key's: an expired or foreign token is refused whatever the key.
    const badSignature = error instanceof jwt.JsonWebTokenError && error.message === 'invalid signature';
    if (!badSignature || older.length === 0) throw error;
    return verifyWithKeys(token, older, options);
  }
}
