import { DEAD_LETTER_SERVICES, deadLetterService, replayBounds } from '@rto/contracts';
import { defineContract } from '@rto/kit';
import { z } from 'zod';
import { DEAD_LETTERS_SAMPLE } from '../domain/dead-letters';

/** The admin's view of every service's dead-letter queue (part of notification's contract). */
const deadLetterRow = z.object({
  service: z.enum(DEAD_LETTER_SERVICES),
  status: z.enum(['ok', 'unknown']).describe("'unknown': the service did not answer (down or slow); its other fields are null or empty"),
  count: z.number().int().nullable().describe('Events waiting in its dead-letter queue'),
  reasons: z
    .array(z.object({ type: z.string(), reason: z.string(), count: z.number().int() }))
    .describe(`Why they were parked, by event type and reason, the most first (over the first ${DEAD_LETTERS_SAMPLE} of them)`),
  firstSeen: z.string().nullable().describe('ISO time the oldest of those was parked'),
});

export const deadLetterAdminContract = defineContract({
  getDeadLetters: {
    method: 'get',
    path: '/getDeadLetters',
    access: 'admin',
    tag: 'Admin: dead letters',
    summary: "Each service's dead-lettered events: how many, why, since when. A service that does not answer is a row with status 'unknown'",
    response: z.object({ services: z.array(deadLetterRow) }),
  },
  replayDeadLetters: {
    method: 'post',
    path: '/replayDeadLetters',
    access: 'admin',
    tag: 'Admin: dead letters',
    summary:
      "Sends a service's dead-lettered events back to it, with make replay-dead-letters' bounds: at most `limit` of those waiting, and one replayed 3 times already stays parked unless `force`",
    body: replayBounds.extend({ service: deadLetterService }),
    response: z.object({
      service: z.enum(DEAD_LETTER_SERVICES),
      replayed: z.number().int().describe('Sent back to the service'),
      skipped: z.number().int().describe('Left parked: replayed 3 times already (force sends them too)'),
    }),
    errors: {
      409: "A replay of that service's dead letters is already running",
      502: 'The service answered something notification cannot use',
      503: 'The service is down or did not answer in time: nothing was replayed by this call',
    },
  },
});
