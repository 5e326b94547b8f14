import { cartInternalContract } from '@rto/contracts';
import { bindInternalContract, type ServiceTokenSettings } from '@rto/kit';
import type { Express } from 'express';
import type { GetCart } from '../app/get-cart';
import { presentCartForCheckout } from './present';

/**
 * For other services only (never routed by the gateway; a service credential is required): order reads the
 * customer's cart at checkout (docs/architecture.md). Also serves the internal API's document at
 * GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, { getCart }: { getCart: GetCart }, settings: ServiceTokenSettings): void {
  bindInternalContract(
    app,
    cartInternalContract,
    {
      async customerCart({ params }) {
        return { cart: presentCartForCheckout(params.userId, await getCart(params.userId)) };
      },
    },
    { service: 'cart', settings },
  );
}
