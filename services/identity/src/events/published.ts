import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/** The facts identity publishes (ARCHITECTURE §2). Consumers import these definitions to validate what they get. */

const userFacts = z.object({ userId: z.string(), name: z.string(), email: z.string(), mobile: z.string().optional() });

export const userRegistered = defineEvent('user.registered', userFacts);
export const userUpdated = defineEvent('user.updated', userFacts);
export const userDeleted = defineEvent('user.deleted', z.object({ userId: z.string() }));
export const passwordResetRequested = defineEvent(
  'password.reset.requested',
  z.object({ userId: z.string(), name: z.string(), email: z.string(), resetUrl: z.string().url(), expiresAt: z.string() }),
);
/**
 * Sessions of a user ended (password reset, log-out, deletion): tokens issued for a lower session version are
 * refused. Written with the change itself; identity consumes it to make sure the session registry has it.
 */
export const userSessionsEnded = defineEvent(
  'user.sessions.ended',
  z.object({ userId: z.string(), minimumSessionVersion: z.number().int().min(1) }),
);
