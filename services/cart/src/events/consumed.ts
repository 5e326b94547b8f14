import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/**
 * Events cart consumes whose publisher does not exist yet: defined here with only the fields cart reads.
 * When the order service ships its own definition, import that instead.
 */
export const orderPlaced = defineEvent('order.placed', z.object({ orderId: z.string(), userId: z.string() }).passthrough());
