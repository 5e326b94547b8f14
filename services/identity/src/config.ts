import { callTimeoutMs, duration, isEmailAddress, loadConfig, platformConfigShape, port, refuseKnownSecrets, secret, serviceUrl } from '@rto/kit';
import { z } from 'zod';
import { fitsBcrypt, MAX_PASSWORD_BYTES } from './domain/password';

const DEV_ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };
const MIN_PRODUCTION_BCRYPT_ROUNDS = 10;

const identityConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4001),
    /** The first admin, created at start. Production refuses to start without both (and with the dev password). */
    ADMIN_EMAIL: z.string().refine(isEmailAddress, 'must be an e-mail address').optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .refine(fitsBcrypt, `must be at most ${MAX_PASSWORD_BYTES} bytes`)
      .optional(),
    /** Where customers open the product; reset links point here. (notification sends the e-mail that carries them.) */
    PUBLIC_URL: serviceUrl('http://localhost:8080'),
    /** order, asked before a customer is deleted whether they still have a live rental. */
    ORDER_URL: serviceUrl('http://127.0.0.1:4006'),
    ORDER_TIMEOUT_MS: callTimeoutMs(3_000),
    /** billing, asked before a customer is deleted whether they still owe the store money. */
    BILLING_URL: serviceUrl('http://127.0.0.1:4005'),
    BILLING_TIMEOUT_MS: callTimeoutMs(3_000),
    PASSWORD_RESET_TTL: duration('1h'),
    /** The key reset links are made with; the previous one still makes the links it made, while they are pending. */
    RESET_LINK_SECRET: secret(),
    RESET_LINK_SECRET_PREVIOUS: secret().optional(),
    /** The tests hash at bcrypt's lowest cost (4); production refuses less than MIN_PRODUCTION_BCRYPT_ROUNDS. */
    BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
    /** How long an e-mail verification link works; a new one (sign-up, POST /resendVerification) retires older ones. */
    EMAIL_VERIFICATION_TTL: duration('48h'),
    VERIFICATION_RESENDS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    /**
     * Wrong passwords for one account from one client address let through before each further log-in from that
     * address has to wait (doubling waits). The owner logging in from another address is never slowed by them.
     */
    LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Wrong passwords from one client address, over every account, before each further one from there waits. */
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    /** Wrong passwords for one account within ACCOUNT_LIMIT_WINDOW, from anywhere, that tell the admins (once a window). */
    LOGIN_ATTACK_ALERT_FAILURES: z.coerce.number().int().min(1).default(20),
    /** Past this many in the window, each address failing at the account gets one free failure only (last resort). */
    LOGIN_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(100),
    LOGIN_FAILURE_DELAY: duration('30s'),
    LOGIN_FAILURE_MAX_DELAY: duration('15m'),
    REGISTER_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    RESET_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    ACCOUNT_LIMIT_WINDOW: duration('15m'),
    /** How often identity checks that Redis still holds every ended session (and reloads them if not). */
    SESSION_CHECK_INTERVAL: duration('30s'),
  })
  .superRefine((env, ctx) => {
    refuseKnownSecrets(env, ctx);
    if (env.NODE_ENV === 'production') {
      if (!env.ADMIN_EMAIL) ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'must be set in production' });
      if (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD === DEV_ADMIN.password) {
        ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must be set in production' });
      }
      // A test's cost left in a deployment would make stolen password hashes cheap to crack.
      if (env.BCRYPT_ROUNDS < MIN_PRODUCTION_BCRYPT_ROUNDS) {
        ctx.addIssue({ code: 'custom', path: ['BCRYPT_ROUNDS'], message: `must be at least ${MIN_PRODUCTION_BCRYPT_ROUNDS} in production` });
      }
    }
    // The tests' admin password is written here; development gets its own from `make dev` (.data/secrets.env).
    if (env.NODE_ENV === 'development' && env.ADMIN_PASSWORD === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must be set (make dev makes one on its first run)' });
    } else if (env.NODE_ENV === 'development' && env.ADMIN_PASSWORD === DEV_ADMIN.password) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is a value published in the code: set a password of your own' });
    }
    if (env.SESSION_CHECK_INTERVAL < 1) ctx.addIssue({ code: 'custom', path: ['SESSION_CHECK_INTERVAL'], message: 'must be at least 1s' });
  })
  .transform((env) => ({
    ...env,
    ADMIN_EMAIL: (env.ADMIN_EMAIL ?? DEV_ADMIN.email).toLowerCase(),
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? DEV_ADMIN.password,
  }));

export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
