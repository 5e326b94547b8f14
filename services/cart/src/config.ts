import { callTimeoutMs, loadConfig, platformConfigShape, port, refuseKnownSecrets, serviceUrl } from '@rto/kit';
import { z } from 'zod';

const cartConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4003),
    /** Where catalog's internal API answers: names and prices come from there. */
    CATALOG_URL: serviceUrl('http://127.0.0.1:4002'),
    CATALOG_TIMEOUT_MS: callTimeoutMs(3_000),
  })
  .superRefine(refuseKnownSecrets);

export type CartConfig = z.infer<typeof cartConfigSchema>;

export function loadCartConfig(env: NodeJS.ProcessEnv = process.env): CartConfig {
  return loadConfig(cartConfigSchema, env);
}
