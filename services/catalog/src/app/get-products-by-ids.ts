import type { ProductRecord } from '../domain/product';
import type { ProductRepository } from '../store/product.repository';

export interface GetProductsByIdsDeps {
  products: Pick<ProductRepository, 'findByIds'>;
}

/** The current names, prices and statuses of the products found among these ids (cart and order price from them). */
export function createGetProductsByIds({ products }: GetProductsByIdsDeps) {
  return function getProductsByIds(ids: string[]): Promise<ProductRecord[]> {
    return products.findByIds(ids);
  };
}

export type GetProductsByIds = ReturnType<typeof createGetProductsByIds>;
