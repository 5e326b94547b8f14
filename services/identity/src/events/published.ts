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
