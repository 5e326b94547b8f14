import { duration, loadConfig, platformConfigShape, port, refuseDevSecretsInProduction } from '@rto/kit';
import { z } from 'zod';

const DEV_ADMIN = { email: 'admin@example.com', password: 'admin-dev-password' };

const identityConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4001),
    /** The first admin, created at start. Production refuses to start without both. */
    ADMIN_EMAIL: z.string().email('must be an e-mail address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be a URL starting with smtp:// or smtps://').default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().default('Rent-to-Own Appliance <no-reply@rto.example>'),
    /** Where customers open the product; reset links point here. */
    PUBLIC_URL: z.string().url('must be a URL').default('http://localhost:8080'),
    PASSWORD_RESET_TTL: duration('1h'),
    BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
    LOGIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    RESET_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    ACCOUNT_LIMIT_WINDOW: duration('15m'),
  })
  .superRefine((env, ctx) => {
    refuseDevSecretsInProduction(env, ctx);
    if (env.NODE_ENV === 'production') {
      if (!env.ADMIN_EMAIL) ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'must be set in production' });
      if (!env.ADMIN_PASSWORD) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'must be set in production' });
    }
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
