import { orderInternalContract } from '@rto/contracts';
import { bindInternalContract, type ServiceTokenSettings } from '@rto/kit';
import type { Express } from 'express';
import type { GetLiveOrders } from '../app/get-live-orders';

/**
 * For other services only (never routed by the gateway; a service credential is required): identity asks whether a
 * customer still has a live rental before it deletes them (docs/architecture.md). Also serves the internal API's
 * document at GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, { getLiveOrders }: { getLiveOrders: GetLiveOrders }, settings: ServiceTokenSettings): void {
  bindInternalContract(
    app,
    orderInternalContract,
    {
      async liveOrders({ params }) {
        return getLiveOrders(params.userId);
      },
    },
    { service: 'order', settings },
  );
}
