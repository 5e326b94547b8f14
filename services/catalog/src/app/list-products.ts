import { paginationOf } from '@rto/kit';
import { presentProduct } from '../domain/product';
import type { BuiltList, CachedList, ProductListCache } from '../store/product-list.cache';
import type { ProductRepository } from '../store/product.repository';

export interface ListProductsDeps {
  products: Pick<ProductRepository, 'list'>;
  lists: Pick<ProductListCache, 'get'>;
}

/**
 * A page of the catalogue, serialized with its strong ETag: from the cache when it holds it, else built from the
 * database (and kept, if the page exists).
 */
export function createListProducts({ products, lists }: ListProductsDeps) {
  async function buildList(page: number, limit: number): Promise<BuiltList> {
    const { products: found, total } = await products.list({ page, limit });
    const pagination = paginationOf(page, limit, total);
    return {
      body: JSON.stringify({ products: found.map(presentProduct), pagination: { ...pagination, totalProducts: total } }),
      // Page 1 of an empty catalogue is the catalogue; any other page past the end is nobody's to keep.
      pageExists: page === 1 || page <= pagination.totalPages,
    };
  }

  return function listProducts(page: number, limit: number): Promise<CachedList> {
    return lists.get(page, limit, () => buildList(page, limit));
  };
}

export type ListProducts = ReturnType<typeof createListProducts>;
