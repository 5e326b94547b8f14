import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/** The facts identity publishes (ARCHITECTURE §2). Consumers import these definitions to validate what they get. */

const userFacts = z.object({ userId: z.string(), name: z.string(), email: z.string(), mobile: z.string().optional() });

export const userRegistered = defineEvent('user.registered', userFacts);
export const userUpdated = defineEvent('user.updated', userFacts);
export const userDeleted = defineEvent('user.deleted', z.object({ userId: z.string() }));
/**
 * A customer asked to reset their password. It names the pending reset by its id and carries no secret: whoever
 * e-mails the link (notification) asks identity's internal API for it (`identityInternalContract.passwordResetLink`),
 * which answers only while the reset is pending.
 */
export const passwordResetRequested = defineEvent(
  'password.reset.requested',
  z.object({ userId: z.string(), resetId: z.string(), expiresAt: z.string() }),
);
/**
 * Sessions of a user ended (password reset, log-out, deletion): tokens issued for a lower session version are
 * refused. Written with the change itself; identity consumes it to make sure the session registry has it.
 */
export const userSessionsEnded = defineEvent(
  'user.sessions.ended',
  z.object({ userId: z.string(), minimumSessionVersion: z.number().int().min(1) }),
);
