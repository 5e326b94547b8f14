import { notFound } from '@rto/kit';
import { checkPhoto } from '../domain/image';
import { presentProduct, type PresentedProduct, type ProductChanges } from '../domain/product';
import type { PhotoRepository } from '../store/photo.repository';
import type { ProductListCache } from '../store/product-list.cache';
import type { ProductRepository } from '../store/product.repository';

export interface UpdateProductDeps {
  products: Pick<ProductRepository, 'findById' | 'update'>;
  photos: Pick<PhotoRepository, 'save'>;
  lists: Pick<ProductListCache, 'clear'>;
}

/** The admin's edit of a product, with a new photo if one came (spec 2.16); every cached list goes at once. */
export function createUpdateProduct({ products, photos, lists }: UpdateProductDeps) {
  return async function updateProduct(id: string, changes: Omit<ProductChanges, 'photoId'>, photo?: Buffer): Promise<PresentedProduct> {
    if (!(await products.findById(id))) throw notFound('Product not found');
    // checkPhoto refuses what is not an image, or too big; the same bytes are stored once.
    const photoId = photo ? await photos.save(photo, checkPhoto(photo)) : undefined;
    const updated = await products.update(id, { ...changes, photoId });
    if (!updated) throw notFound('Product not found');
    await lists.clear();
    return presentProduct(updated);
  };
}

export type UpdateProduct = ReturnType<typeof createUpdateProduct>;
