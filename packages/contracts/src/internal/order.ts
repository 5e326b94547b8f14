import { defineInternalContract } from '@rto/kit';
import { z } from 'zod';

/**
 * order's internal API: what other services may ask it, with a service credential, on paths the gateway never routes
 * (docs/architecture.md). The handlers parse with these schemas, callers check order's answers with them, and order
 * serves the document built from them at GET /internal/openapi.json.
 */

/** How many of a customer's live orders are named in the answer: enough for a log line or an admin to look them up. */
export const MAX_LIVE_ORDER_IDS = 5;

export const orderInternalContract = defineInternalContract({
  liveOrders: {
    method: 'get',
    path: '/internal/users/:userId/live-orders',
    access: 'service',
    tag: 'Orders',
    summary:
      "Whether a customer still has a live rental, for identity before it deletes the account: every order of theirs that is not cancelled, completed or owned (pending, active, paused and overdue count) is live. 0 for a customer without orders",
    params: z.object({
      // Any id identity may be asked to delete: one that names no customer simply has no orders.
      userId: z.string().min(1, 'userId is required').max(64, 'userId must be at most 64 characters'),
    }),
    response: z.object({
      liveOrders: z.number().int().min(0).describe('How many of the customer\'s orders are live'),
      orderIds: z.array(z.string()).max(MAX_LIVE_ORDER_IDS).describe(`At most ${MAX_LIVE_ORDER_IDS} of them, newest first`),
    }),
  },
});
