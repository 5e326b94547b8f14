import { duration, loadConfig, platformConfigShape, port, refuseKnownSecrets } from '@rto/kit';
import { z } from 'zod';

const catalogConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4002),
    /** Load the first catalogue at start when its products are missing (idempotent; admin edits are kept). */
    SEED_CATALOGUE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((value) => value === 'true'),
    /** How long a serialized product list may stay in Redis; every update clears it at once anyway. */
    PRODUCTS_CACHE_TTL: duration('1h'),
    /**
     * How long each instance keeps a product list in memory before asking Redis again, in milliseconds (0: never).
     * An instance's own updates clear it at once; another instance's show here after at most this long.
     */
    PRODUCTS_LOCAL_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /** Photo bytes kept in memory per instance (photos never change: a new photo gets a new id). */
    PHOTO_MEMORY_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(32),
  })
  .superRefine(refuseKnownSecrets);

export type CatalogConfig = z.infer<typeof catalogConfigSchema>;

export function loadCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  return loadConfig(catalogConfigSchema, env);
}
