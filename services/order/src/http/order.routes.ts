import { badRequest, callerOf, type HandlersOf } from '@rto/kit';
import type { Request } from 'express';
import type { GetRecentOrder } from '../app/get-recent-order';
import type { PlaceOrder } from '../app/place-order';
import type { orderAccountContract } from './account-contract';
import type { orderAgreementContract } from './agreement-contract';
import type { orderAddressContract } from './address-contract';
import type { orderAdminContract } from './admin-contract';
import type { orderDeliveryContract } from './delivery-contract';
import type { orderReturnContract } from './return-contract';
import type { orderRepairContract } from './repair-contract';
import { MAX_IDEMPOTENCY_KEY, type orderContract } from './contract';
import { presentOrder, presentRecentOrder } from './present';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]+$/;

/** The client's Idempotency-Key header, if it sent one: visible ASCII, bounded. */
function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > MAX_IDEMPOTENCY_KEY || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest(`Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY} visible characters`);
  }
  return value;
}

/** Place and read the signed-in customer's orders: always their own, keyed by the verified caller id. */
export function orderHandlers(deps: { placeOrder: PlaceOrder; getRecentOrder: GetRecentOrder }): HandlersOf<Omit<typeof orderContract, keyof typeof orderAdminContract | keyof typeof orderAccountContract | keyof typeof orderAddressContract | keyof typeof orderDeliveryContract | keyof typeof orderReturnContract | keyof typeof orderRepairContract | keyof ReturnType<typeof orderAgreementContract>>> {
  return {
    async createOrder({ req, body }) {
      const caller = callerOf(req);
      const order = await deps.placeOrder.place(caller.id, body, idempotencyKeyOf(req));
      return { message: 'Order created', order: presentOrder(order) };
    },

    async getRecentOrder({ req }) {
      return { data: presentRecentOrder(await deps.getRecentOrder(callerOf(req).id)) };
    },
  };
}
