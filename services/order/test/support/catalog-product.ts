import type { CatalogProduct } from '../../src/domain/pricing';

/** A product as catalog's internal API gives it to order: available, not a combo, a refrigerator unless told. */
export const product = (id: string, name: string, monthlyPriceCents: number, extra: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id,
  name,
  monthlyPriceCents,
  photo: `/photos/${id}`,
  combo: false,
  category: 'refrigerator',
  stockStatus: 'available',
  ...extra,
});
