import { loadConfig, platformConfigShape, port, refuseKnownSecrets } from '@rto/kit';
import { z } from 'zod';

const cartConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4003),
    /** Where catalog's internal API answers: names and prices come from there. */
    CATALOG_URL: z.string().url('must be a URL').default('http://127.0.0.1:4002'),
    CATALOG_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  })
  .superRefine(refuseKnownSecrets);

export type CartConfig = z.infer<typeof cartConfigSchema>;

export function loadCartConfig(env: NodeJS.ProcessEnv = process.env): CartConfig {
  return loadConfig(cartConfigSchema, env);
}
