import { retryAtStart, type Logger } from '@rto/kit';
import { SEED_CATALOGUE, type SeedProduct } from '../store/seed/catalogue';
import { drawIllustration } from '../store/seed/illustrations';
import type { PhotoRepository } from '../store/photo.repository';
import type { ProductListCache } from '../store/product-list.cache';
import type { ProductRepository } from '../store/product.repository';

export interface SeedCatalogueDeps {
  products: Pick<ProductRepository, 'existingSeedKeys' | 'seed'>;
  photos: Pick<PhotoRepository, 'save'>;
  lists: Pick<ProductListCache, 'clear'>;
  logger: Logger;
  catalogue?: readonly SeedProduct[];
}

/**
 * Adds the products of the first catalogue that are not stored yet, each with its drawn photo. Safe to run on
 * every start and from several instances at once: a product is found by its seed key, never added twice, and an
 * existing one (perhaps edited by an admin) is left alone. Returns how many were added.
 */
async function addMissingProducts(deps: SeedCatalogueDeps): Promise<number> {
  const { products, photos, logger, catalogue = SEED_CATALOGUE } = deps;
  const existing = await products.existingSeedKeys();
  let added = 0;
  for (const [position, item] of catalogue.entries()) {
    if (existing.has(item.key)) continue;
    const photoId = await photos.save(drawIllustration(item.category, item.illustration), 'image/png');
    const inserted = await products.seed(
      {
        key: item.key,
        position,
        name: item.name,
        monthlyPriceCents: item.monthlyPriceCents,
        keyFeatures: item.keyFeatures,
        combo: item.combo,
        stockStatus: item.stockStatus,
        category: item.category,
      },
      photoId,
    );
    if (inserted) added++;
  }
  if (added > 0) logger.info({ added }, 'seed catalogue loaded');
  return added;
}

/** Loads the first catalogue at start (retried until it is in), then clears the cached lists if it added any. */
export async function seedCatalogue(deps: SeedCatalogueDeps): Promise<number> {
  // Counted over attempts: a retry adds only what the failed one had not, and the cached lists must go either way.
  let seeded = 0;
  await retryAtStart(deps.logger, 'loading the first catalogue', async () => {
    seeded += await addMissingProducts(deps);
  });
  if (seeded > 0) await retryAtStart(deps.logger, 'clearing the cached product lists', () => deps.lists.clear());
  return seeded;
}
