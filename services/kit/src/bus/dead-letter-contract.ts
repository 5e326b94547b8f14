import { z } from 'zod';
import { defineInternalContract } from '../http/contract';

/**
 * The dead-letter routes the kit mounts in every service (runtime.ts), behind the service credential: an operator's
 * tool (notification's admin view) reads what a service parked and sends it back, with the bounds of
 * `make replay-dead-letters`. Re-exported by @rto/contracts for callers.
 */
export const deadLetter = z.object({
  eventId: z.string().nullable(),
  type: z.string(),
  reason: z.string(),
  firstSeen: z.string().nullable().describe('ISO time it was first parked, when known'),
});

/** A replay's bounds, as `make replay-dead-letters` takes them: LIMIT (100 unless said) and FORCE. */
export const replayBounds = z.object({
  limit: z.number({ error: 'limit must be a number from 1 to 1000' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(1000, 'limit must be at most 1000').default(100),
  force: z.boolean({ error: 'force must be true or false' }).default(false),
});

export const deadLetterInternalContract = defineInternalContract({
  listDeadLetters: {
    method: 'get',
    path: '/internal/dead-letters',
    access: 'service',
    tag: 'Dead letters',
    summary: "How many events wait in this service's dead-letter queue, and the first `limit` of them in queue order (read without being taken)",
    query: z.object({
      limit: z.coerce.number({ error: 'limit must be a number from 1 to 100' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
    }),
    response: z.object({ count: z.number().int().min(0), messages: z.array(deadLetter) }),
  },
  replayDeadLetters: {
    method: 'post',
    path: '/internal/dead-letters/replay',
    access: 'service',
    tag: 'Dead letters',
    summary:
      "Sends at most `limit` of the events waiting in this service's dead-letter queue back to its queue; one replayed 3 times already stays parked unless `force` (make replay-dead-letters). 409 while another replay of this service runs",
    body: replayBounds,
    response: z.object({ replayed: z.number().int().min(0), skipped: z.number().int().min(0) }),
    refusals: { 409: 'Another replay of this service is running' },
  },
});
