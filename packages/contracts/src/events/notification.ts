import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/** The facts notification publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

export const supportRequested = defineEvent(
  'support.requested',
  z.object({ messageId: z.string(), name: z.string(), email: z.string(), issue: z.string(), receivedAt: z.string() }),
);
