import { duration, loadConfig, platformConfigShape, port, refuseDevSecretsInProduction } from '@rto/kit';
import { z } from 'zod';

const optionalSecret = (prefix: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().startsWith(prefix, `must start with ${prefix}`).optional())
    .optional();

const billingConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4005),
    /**
     * stripe or sandbox. Unset: Stripe when STRIPE_SECRET_KEY is set, else the sandbox (Stripe's test cards, no
     * outside service). Production must say sandbox explicitly to run without Stripe.
     */
    PAYMENT_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
    STRIPE_SECRET_KEY: optionalSecret('sk_'),
    /** Handed to the SPA (GET /getBillingDetails) for Stripe.js; never a secret. */
    STRIPE_PUBLISHABLE_KEY: optionalSecret('pk_'),
    /** Checks the signature of every call to POST /webhooks/stripe. Required with Stripe. */
    STRIPE_WEBHOOK_SECRET: optionalSecret('whsec_'),
    /** Where the Stripe SDK sends its calls, e.g. stripe-mock's URL in tests; unset: Stripe's own API. */
    STRIPE_API_BASE: z.string().url('must be a URL').optional(),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    /** How often the sandbox looks for payments due on a draft day (each instance; a claim per payment makes one win). */
    SANDBOX_DRAFT_INTERVAL: duration('60s'),
  })
  .superRefine(refuseDevSecretsInProduction)
  .transform((config, ctx) => {
    const provider = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
    if (provider === 'stripe' && !config.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required but not set (PAYMENT_PROVIDER is stripe)' });
    }
    if (provider === 'stripe' && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required but not set: every Stripe webhook is checked with it' });
    }
    if (config.NODE_ENV === 'production' && !config.PAYMENT_PROVIDER && provider === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'must be set in production (or PAYMENT_PROVIDER=sandbox, which takes test cards only)',
      });
    }
    return { ...config, provider } as const;
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
