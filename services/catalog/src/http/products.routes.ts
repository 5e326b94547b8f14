import { notFound, paginationOf, parseOrReject, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import type { CatalogConfig } from '../config';
import { checkPhoto } from '../domain/image';
import { presentProduct } from '../domain/product';
import type { PhotoRepository } from '../store/photo.repository';
import type { BuiltList, ProductListCache } from '../store/product-list.cache';
import type { ProductRepository } from '../store/product.repository';
import { clientHasVersion } from './conditional';
import { productForm, type catalogContract } from './contract';
import { readProductForm } from './product-form';

type ProductRoutes = Pick<typeof catalogContract, 'getProducts' | 'updateProduct'>;

/** The catalogue for everyone, and the admin's product edit (spec 2.3, 2.16). */
export function productHandlers(
  runtime: ServiceRuntime<CatalogConfig>,
  products: ProductRepository,
  photos: PhotoRepository,
  lists: ProductListCache,
): HandlersOf<ProductRoutes> {
  // Browsers ask every time (a customer sees a change at once). A shared cache (the gateway) may keep a list as
  // long as another catalog instance may: the in-memory copy's lifetime, the bound this service already gives.
  const sharedSeconds = Math.ceil(runtime.config.PRODUCTS_LOCAL_CACHE_MS / 1000);
  const cacheControl = sharedSeconds > 0 ? `public, max-age=0, s-maxage=${sharedSeconds}` : 'no-cache';

  async function buildList(page: number, limit: number): Promise<BuiltList> {
    const { products: found, total } = await products.list({ page, limit });
    const pagination = paginationOf(page, limit, total);
    return {
      body: JSON.stringify({ products: found.map(presentProduct), pagination: { ...pagination, totalProducts: total } }),
      // Page 1 of an empty catalogue is the catalogue; any other page past the end is nobody's to keep.
      pageExists: page === 1 || page <= pagination.totalPages,
    };
  }

  return {
    // The hot path: a cached, already serialized body; no documents are hydrated and nothing is re-encoded.
    async getProducts({ query, req, res }) {
      const list = await lists.get(query.page, query.limit, () => buildList(query.page, query.limit));
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
      if (!(await products.findById(params.id))) throw notFound('Product not found');

      // checkPhoto refuses what is not an image, or too big; the same bytes are stored once.
      const photoId = form.photo ? await photos.save(form.photo, checkPhoto(form.photo)) : undefined;
      const updated = await products.update(params.id, {
        name: input.name,
        monthlyPriceCents: input.monthly_price,
        stockStatus: input.stock_status,
        combo: input.combo,
        keyFeatures: input.key_features,
        photoId,
      });
      if (!updated) throw notFound('Product not found');
      await lists.clear();
      const product = presentProduct(updated);
      return { success: true as const, product, photoUrl: product.photo };
    },
  };
}

