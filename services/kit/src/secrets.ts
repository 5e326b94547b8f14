import { z } from 'zod';

/**
 * Signing keys. Three, one per purpose, so one leaked key does not open the others: customers' and admins' tokens
 * (JWT_SECRET), the service tokens of /internal/ calls (SERVICE_TOKEN_SECRET) and password-reset links
 * (RESET_LINK_SECRET). Each has a `_PREVIOUS` twin that is still accepted, never used to sign, so a key can be
 * rotated without logging everyone out.
 *
 * No key has a default outside NODE_ENV=test: `make dev` makes random ones on its first run (kept under .data/),
 * the browser tests and the benchmark make their own per run, and a deployment sets its own. A value written in
 * this repository is known to anyone who reads it, so every mode but test refuses one.
 */
export const PURPOSE_SECRETS = ['JWT_SECRET', 'SERVICE_TOKEN_SECRET', 'RESET_LINK_SECRET'] as const;
export const SECRET_SETTINGS = PURPOSE_SECRETS.flatMap((name) => [name, `${name}_PREVIOUS`]);

/** For NODE_ENV=test only: written here, so refused everywhere else. */
const TEST_SECRETS: Record<(typeof PURPOSE_SECRETS)[number], string> = {
  JWT_SECRET: 'test-only-customer-token-key-known-to-all-0001',
  SERVICE_TOKEN_SECRET: 'test-only-service-token-key-known-to-all-0002',
  RESET_LINK_SECRET: 'test-only-reset-link-key-known-to-all-000003',
};

/** Values anyone who has read this repository knows: the test keys, and the development key of earlier versions. */
const PUBLISHED_VALUES = new Set([...Object.values(TEST_SECRETS), 'dev-only-jwt-secret-change-me-0123456789abcdef']);

/** A signing key setting: required, at least 32 characters (256 bits of hex). */
export const secret = () => z.string().min(32, 'must be at least 32 characters');

/** The local broker's administrator: tests that only sign tokens never connect with it. */
const TEST_CREDENTIALS = { AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672' };

/** Tests may leave keys and credentials out: NODE_ENV=test fills in the tests' own, nothing else does. */
export function withTestSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env['NODE_ENV'] !== 'test') return env;
  const filled = { ...env };
  for (const [name, value] of Object.entries({ ...TEST_SECRETS, ...TEST_CREDENTIALS })) filled[name] ??= value;
  return filled;
}

/** Hint for a key that is missing, in the one line a process prints before it stops. */
export function missingSecretHint(name: string): string | undefined {
  return SECRET_SETTINGS.includes(name) ? 'is required but not set (a random value of 32+ characters: openssl rand -hex 32)' : undefined;
}

/**
 * Refuses, outside tests, a key written in this repository, and in every mode one key used for two purposes.
 * Call from each process's config schema (superRefine).
 */
export function refuseKnownSecrets(env: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const given = SECRET_SETTINGS.filter((name) => typeof env[name] === 'string');
  if (env['NODE_ENV'] !== 'test') {
    for (const name of given) {
      if (PUBLISHED_VALUES.has(env[name] as string)) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'is a value published in the code: set a secret of your own' });
      }
    }
  }
  const purposeOf = new Map<string, string>();
  for (const name of given) {
    const purpose = name.replace(/_PREVIOUS$/, '');
    const other = purposeOf.get(env[name] as string);
    if (other !== undefined && other !== purpose) {
      ctx.addIssue({ code: 'custom', path: [name], message: `must differ from ${other}: one key per purpose` });
    }
    purposeOf.set(env[name] as string, purpose);
  }
}
