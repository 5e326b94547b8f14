import path from 'node:path';
import { duration, loadConfig, port, processConfigShape, refuseDevSecretsInProduction } from '@rto/kit';
import { z } from 'zod';

const optionalUrl = z.string().url('must be a URL').optional();

const gatewayConfigSchema = z
  .object({
    // No database and no bus of its own: the gateway needs only Redis (rate limits, sessions).
    ...processConfigShape,
    PORT: port(8080),
    // Where each service answers. A service without a URL has not been built yet: its routes answer 503.
    IDENTITY_URL: z.string().url('must be a URL').default('http://127.0.0.1:4001'),
    CATALOG_URL: z.string().url('must be a URL').default('http://127.0.0.1:4002'),
    CART_URL: z.string().url('must be a URL').default('http://127.0.0.1:4003'),
    SCHEDULING_URL: optionalUrl,
    BILLING_URL: optionalUrl,
    ORDER_URL: optionalUrl,
    NOTIFICATION_URL: z.string().url('must be a URL').default('http://127.0.0.1:4007'),
    /** How long a service may take before the caller gets a 504. */
    UPSTREAM_TIMEOUT: duration('15s'),
    /** The built SPA; a placeholder page is served while it does not exist. */
    SPA_DIR: z.string().default(path.resolve(__dirname, '../../frontend/dist')),
    /** Per client address, on /login, /register, /resetPassword, /confirmPasswordReset and /contactSupport. */
    AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_LIMIT_WINDOW: duration('15m'),
    /** Express "trust proxy": set when a load balancer in front sets X-Forwarded-For. */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value): boolean | number | string => (value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value)),
  })
  .superRefine(refuseDevSecretsInProduction);

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
