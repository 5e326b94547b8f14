import { bindInternalContract, type ServiceRuntime } from '@rto/kit';
import { monthlyTotalCents } from '@rto/rules';
import type { Express } from 'express';
import type { CartConfig } from '../config';
import type { CartRepository } from '../store/cart.repository';
import { cartInternalContract } from '@rto/contracts';

/**
 * For other services only (never routed by the gateway; a service credential is required): order reads the
 * customer's cart at checkout (docs/architecture.md). Also serves the internal API's document at
 * GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, runtime: ServiceRuntime<CartConfig>, carts: CartRepository): void {
  bindInternalContract(
    app,
    cartInternalContract,
    {
      async customerCart({ params }) {
        const cart = await carts.findByUser(params.userId);
        const items = cart?.items ?? [];
        return {
          cart: {
            userId: params.userId,
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
        };
      },
    },
    { service: 'cart', settings: runtime.config },
  );
}
