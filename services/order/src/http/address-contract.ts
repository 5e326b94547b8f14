import { deliveryAddress } from '@rto/contracts';
import { defineContract, objectId } from '@rto/kit';
import { z } from 'zod';
import { orderView } from './order-view';

/**
 * The customer gives the street address of an order placed without one (issue 21: "address needed"). Added to the
 * spec's paths; part of `orderContract`.
 */
export const orderAddressContract = defineContract({
  setDeliveryAddress: {
    method: 'patch',
    path: '/setDeliveryAddress/:orderId',
    access: 'customer',
    tag: 'Orders',
    summary:
      "Give (or correct) the street address of the caller's own order, e.g. one placed without it, whose delivery is not confirmed until it is given. " +
      'The address is checked as at POST /createOrder (the ZIP code must be one of the state\'s)',
    params: z.object({ orderId: objectId('orderId must be an order id') }),
    body: z.object({ deliveryAddress }, { error: 'The body must be { deliveryAddress: { street, unit?, city, state, zipCode, accessNotes? } }' }),
    response: z.object({ message: z.string(), order: orderView }),
    errors: {
      404: "'Order not found': no such order of the caller's (another customer's order is not found either)",
      409: "'The delivery of this order can no longer be changed': it is cancelled or completed, or its delivery day has passed",
      429: "Too many of these requests from this customer (the gateway's per-customer limit); Retry-After says when to try again",
    },
  },
});
