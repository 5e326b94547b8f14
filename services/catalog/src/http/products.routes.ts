import { parseOrReject, type HandlersOf } from '@rto/kit';
import type { ListProducts } from '../app/list-products';
import type { UpdateProduct } from '../app/update-product';
import { clientHasVersion } from './conditional';
import { productForm, type catalogContract } from './contract';
import { readProductForm } from './product-form';

type ProductRoutes = Pick<typeof catalogContract, 'getProducts' | 'updateProduct'>;

/** The use cases behind the product routes. */
export interface ProductUseCases {
  listProducts: ListProducts;
  updateProduct: UpdateProduct;
}

/**
 * The catalogue for everyone, and the admin's product edit (spec 2.3, 2.16). `localCacheMs` is how long another
 * catalog instance may keep a list in memory (PRODUCTS_LOCAL_CACHE_MS).
 */
export function productHandlers(useCases: ProductUseCases, options: { localCacheMs: number }): HandlersOf<ProductRoutes> {
  // Browsers ask every time (a customer sees a change at once). A shared cache (the gateway) may keep a list as
  // long as another catalog instance may: the in-memory copy's lifetime, the bound this service already gives.
  const sharedSeconds = Math.ceil(options.localCacheMs / 1000);
  const cacheControl = sharedSeconds > 0 ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'no-cache';

  return {
    // The hot path: a cached, already serialized body; no documents are hydrated and nothing is re-encoded.
    async getProducts({ query, req, res }) {
      const list = await useCases.listProducts(query.page, query.limit);
      res.setHeader('ETag', list.etag);
      res.setHeader('Cache-Control', cacheControl);
      if (clientHasVersion(req.headers, list.etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(list.body));
      res.status(200).end(list.body);
    },

    async updateProduct({ params, req }) {
      const form = await readProductForm(req);
      const input = parseOrReject(productForm, form.fields);
      const changes = {
        name: input.name,
        monthlyPriceCents: input.monthly_price,
        stockStatus: input.stock_status,
        combo: input.combo,
        keyFeatures: input.key_features,
      };
      const counts = { available: input.units_available, maintenance: input.units_maintenance };
      const product = await useCases.updateProduct(params.id, changes, form.photo, counts);
      return { success: true as const, product, photoUrl: product.photo };
    },
  };
}
