import { requireService, type ServiceRuntime } from '@rto/kit';
import type { Express, Request, Response } from 'express';
import type { CartConfig } from '../config';
import { monthlyTotalCents } from '../domain/cart';
import type { CartRepository } from '../store/cart.repository';

/**
 * For other services only (never routed by the gateway; a service credential is required): order reads the
 * customer's cart at checkout (ARCHITECTURE §2). Money in integer cents, as between services.
 */
export function mountInternalRoutes(app: Express, runtime: ServiceRuntime<CartConfig>, carts: CartRepository): void {
  app.get('/internal/carts/:userId', requireService(runtime.config), async (req: Request, res: Response) => {
    const userId = String(req.params['userId'] ?? '').slice(0, 64);
    const cart = await carts.findByUser(userId);
    const items = cart?.items ?? [];
    res.json({
      cart: {
        userId,
        items: items.map((line) => ({
          productId: line.productId,
          name: line.name,
          photo: line.photo,
          monthlyPriceCents: line.monthlyPriceCents,
          ...(line.tvSize !== undefined ? { tvSize: line.tvSize } : {}),
          ...(line.comboItem ? { comboItem: line.comboItem } : {}),
        })),
        tvSize: cart?.tvSize ?? null,
        monthlyTotalCents: monthlyTotalCents(items),
      },
    });
  });
}
