import { duration, loadConfig, platformConfigShape, port, refuseKnownSecrets, serviceUrl, storeTimeZone } from '@rto/kit';
import { PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS } from '@rto/rules';
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
     * outside service). Production never takes the sandbox without ALLOW_SANDBOX_PAYMENTS.
     */
    PAYMENT_PROVIDER: z.enum(['stripe', 'sandbox']).optional(),
    /**
     * Production only: lets the sandbox take payments, i.e. rentals paid with test card 4242 and no money moving
     * (a demonstration site). A deployment that forgot its Stripe keys must stop, never rent for free.
     */
    ALLOW_SANDBOX_PAYMENTS: z
      .enum(['true', 'false', ''], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    STRIPE_SECRET_KEY: optionalSecret('sk_'),
    /** Handed to the SPA (GET /getBillingDetails) for Stripe.js; never a secret. */
    STRIPE_PUBLISHABLE_KEY: optionalSecret('pk_'),
    /** Checks the signature of every call to POST /webhooks/stripe. Required with Stripe. */
    STRIPE_WEBHOOK_SECRET: optionalSecret('whsec_'),
    /** Where the Stripe SDK sends its calls, e.g. stripe-mock's URL in tests; unset: Stripe's own API. */
    STRIPE_API_BASE: z.string().url('must be a URL').optional(),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
    /** Where identity's internal API answers: the admin's suspend and activate check that the user exists. */
    IDENTITY_URL: serviceUrl('http://127.0.0.1:4001'),
    IDENTITY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
    /** How often the sandbox looks for payments due on a draft day (each instance; a claim per payment makes one win). */
    SANDBOX_DRAFT_INTERVAL: duration('60s'),
    /** The longest a customer's own Pause Billing lasts, in days: it ends by itself then (an admin's suspend has no end). The agreement states the default. */
    PAUSE_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(PAUSE_MAX_DAYS),
    /** A customer's own pause can be used once in this many months, counted from the last one's start. */
    PAUSE_EVERY_MONTHS: z.coerce.number().int().min(0).max(60).default(PAUSE_EVERY_MONTHS),
    /** How often each instance looks for customer pauses whose end has come (a write per pause makes one win). */
    PAUSE_CHECK_INTERVAL: duration('60s'),
    /** How often late payments are dunned: the sandbox's retries, late fees for both providers (each instance; claims make one win). */
    DUNNING_INTERVAL: duration('15m'),
    /** The store's IANA time zone (scheduling's setting, same default): draft days and days late are its calendar days. */
    DELIVERY_TIME_ZONE: storeTimeZone(),
    /**
     * Days after its due date a failed monthly payment is drafted again (the sandbox; Stripe retries on its own
     * schedule), e.g. '3,5,7'; empty: never retried (the customer pays it with Pay Now).
     */
    DUNNING_RETRY_DAYS: z
      .string()
      .default('3,5,7')
      .transform((value, ctx) => {
        const days = value.split(',').map((day) => day.trim()).filter(Boolean).map(Number);
        if (days.every((day, index) => Number.isInteger(day) && day >= 1 && day <= 365 && (index === 0 || day > days[index - 1]!))) return days;
        ctx.addIssue({ code: 'custom', message: 'must be whole days of 1 to 365 in increasing order, separated by commas, e.g. 3,5,7' });
        return z.NEVER;
      }),
  })
  .superRefine(refuseKnownSecrets)
  .transform((config, ctx) => {
    const provider = config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
    if (provider === 'stripe' && !config.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required but not set (PAYMENT_PROVIDER is stripe)' });
    }
    if (provider === 'stripe' && !config.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required but not set: every Stripe webhook is checked with it' });
    }
    if (config.NODE_ENV === 'production' && provider === 'sandbox' && !config.ALLOW_SANDBOX_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: config.PAYMENT_PROVIDER ? ['PAYMENT_PROVIDER'] : ['STRIPE_SECRET_KEY'],
        message: config.PAYMENT_PROVIDER
          ? 'is sandbox, which production refuses: test cards would rent for free (set ALLOW_SANDBOX_PAYMENTS=true for a demonstration site)'
          : 'must be set in production: without it the sandbox would take test cards and rent for free (ALLOW_SANDBOX_PAYMENTS=true allows that for a demonstration site)',
      });
    }
    return { ...config, provider } as const;
  });

export type BillingConfig = z.infer<typeof billingConfigSchema>;

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  return loadConfig(billingConfigSchema, env);
}
