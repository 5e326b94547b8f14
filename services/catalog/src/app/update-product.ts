import { notFound } from '@rto/kit';
import { checkPhoto } from '../domain/image';
import { presentProduct, type PresentedProduct, type ProductChanges } from '../domain/product';
import type { PhotoRepository } from '../store/photo.repository';
import type { ProductListCache } from '../store/product-list.cache';
import type { ProductRepository } from '../store/product.repository';
import type { ProductUnits } from '../store/product-units';
import type { UnitCounts } from '../domain/units';
import type { SettleUnits } from './settle-units';

export interface UpdateProductDeps {
  products: Pick<ProductRepository, 'findById' | 'update'>;
  photos: Pick<PhotoRepository, 'save'>;
  lists: Pick<ProductListCache, 'clear'>;
  units: Pick<ProductUnits, 'setCounts'>;
  settle: SettleUnits;
}

/**
 * The admin's edit of a product, with a new photo if one came (spec 2.16) and the counts of units on the shelf and in
 * maintenance; the stock status then follows the units unless the admin chose maintenance or discontinued. Every
 * cached list goes at once.
 */
export function createUpdateProduct({ products, photos, lists, units, settle }: UpdateProductDeps) {
  return async function updateProduct(
    id: string,
    changes: Omit<ProductChanges, 'photoId'>,
    photo?: Buffer,
    counts: Partial<Pick<UnitCounts, 'available' | 'maintenance'>> = {},
  ): Promise<PresentedProduct> {
    if (!(await products.findById(id))) throw notFound('Product not found');
    // checkPhoto refuses what is not an image, or too big; the same bytes are stored once.
    const photoId = photo ? await photos.save(photo, checkPhoto(photo)) : undefined;
    const updated = await products.update(id, { ...changes, photoId });
    if (!updated) throw notFound('Product not found');
    const counted = Object.values(counts).some((count) => count !== undefined) && (await units.setCounts(id, counts));
    const settled = await settle([id]);
    await lists.clear();
    // The edit as it landed, unless the units moved its status or counts since: then the product as it now is.
    const current = counted || settled ? await products.findById(id) : null;
    return presentProduct(current ?? updated);
  };
}

export type UpdateProduct = ReturnType<typeof createUpdateProduct>;
