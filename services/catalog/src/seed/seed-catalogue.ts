import type { Logger } from '@rto/kit';
import type { PhotoRepository } from '../store/photo.repository';
import type { ProductRepository } from '../store/product.repository';
import { SEED_CATALOGUE, type SeedProduct } from './catalogue';
import { drawIllustration } from './illustrations';

/**
 * Adds the products of the first catalogue that are not stored yet, each with its drawn photo. Safe to run on
 * every start and from several instances at once: a product is found by its seed key, never added twice, and an
 * existing one (perhaps edited by an admin) is left alone. Returns how many were added.
 */
export async function seedCatalogue(
  products: ProductRepository,
  photos: PhotoRepository,
  logger: Logger,
  catalogue: readonly SeedProduct[] = SEED_CATALOGUE,
): Promise<number> {
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
