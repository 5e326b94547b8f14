import { z } from 'zod';

/**
 * The dead-letter routes every service serves on /internal/ (the kit mounts them in its runtime, so their contract
 * is the kit's: `deadLetterInternalContract`, re-exported here beside the other internal routes), and the services
 * an operator's view asks: each one, as each may consume events.
 */
export { deadLetter, deadLetterInternalContract, replayBounds } from '@rto/kit';

export const DEAD_LETTER_SERVICES = ['identity', 'catalog', 'cart', 'scheduling', 'billing', 'order', 'notification'] as const;
export type DeadLetterService = (typeof DEAD_LETTER_SERVICES)[number];
export const deadLetterService = z.enum(DEAD_LETTER_SERVICES, { error: `service must be one of ${DEAD_LETTER_SERVICES.join(', ')}` });
