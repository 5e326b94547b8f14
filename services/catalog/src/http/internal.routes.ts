import { requireService, type ServiceRuntime } from '@rto/kit';
import type { Express } from 'express';
import type { CatalogConfig } from '../config';
import { presentProduct } from '../domain/product';
import type { ProductRepository } from '../store/product.repository';

const MAX_IDS = 200;

/**
 * For other services only (never routed by the gateway): GET /internal/products?ids=a,b,c gives the current
 * name, price and status of the products found, so order prices a cart from the catalogue, not from the client.
 */
export function mountInternalRoutes(app: Express, runtime: ServiceRuntime<CatalogConfig>, products: ProductRepository): void {
  app.get('/internal/products', requireService(runtime.config), async (req, res) => {
    const raw = typeof req.query['ids'] === 'string' ? req.query['ids'] : '';
    const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))].slice(0, MAX_IDS);
    const found = await products.findByIds(ids);
    res.json({ products: found.map(presentProduct) });
  });
}
