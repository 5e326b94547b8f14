import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/**
 * Events notification consumes whose publisher does not export a definition yet: defined here with the fields
 * agreed with their owner. When `@rto/billing/events` exports `paymentFailed`, import that instead and delete this.
 */

/** A payment failed (billing): an order's first payment, or a monthly invoice. */
export const paymentFailed = defineEvent(
  'payment.failed',
  z.object({ userId: z.string(), orderId: z.string().optional(), amountCents: z.number().int(), message: z.string() }),
);
