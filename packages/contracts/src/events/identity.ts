import { defineEvent } from '@rto/kit';
import { z } from 'zod';

/** The facts identity publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

const userFacts = z.object({ userId: z.string(), name: z.string(), email: z.string(), mobile: z.string().optional() });

/**
 * A new account. `verified` is false for every account made by sign-up: its address is proved only by the
 * verification link (`user.verified`). Events written before the field existed read as false, which they were.
 */
export const userRegistered = defineEvent('user.registered', userFacts.extend({ verified: z.boolean().default(false) }));
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
 * An account's address is to be proved: e-mail `email` (and nothing else) its verification link. Like
 * password.reset.requested, it names the pending verification by its id and carries no secret, so neither the
 * outbox nor the broker ever holds a working link: the sender asks identity's internal API for the link
 * (`identityInternalContract.emailVerificationLink`, `{email, verifyUrl, expiresAt}`, 404 once the verification is
 * used, replaced by a newer one or expired; the same id always gives the same link).
 */
export const userVerificationRequested = defineEvent(
  'user.verification.requested',
  z.object({ userId: z.string(), email: z.string(), name: z.string(), verificationId: z.string(), expiresAt: z.string() }),
);
/** The owner of the account opened its verification link: `email` is proved theirs (mail held for it may go). */
export const userVerified = defineEvent('user.verified', z.object({ userId: z.string(), email: z.string() }));
/**
 * Log-ins to one account failed many times within `windowSeconds` (from one address or many): published once per
 * window, for the admins. `userId` is null when no account has the address (someone is guessing at it);
 * `clientAddress` is the address of the attempt that crossed the threshold.
 */
export const loginAttackDetected = defineEvent(
  'login.attack.detected',
  z.object({
    email: z.string(),
    userId: z.string().nullable(),
    clientAddress: z.string(),
    failures: z.number().int(),
    windowSeconds: z.number().int(),
  }),
);
/**
 * Sessions of a user ended (password reset, log-out, deletion): tokens issued for a lower session version are
 * refused. Written with the change itself; identity consumes it to make sure the session registry has it.
 */
export const userSessionsEnded = defineEvent(
  'user.sessions.ended',
  z.object({ userId: z.string(), minimumSessionVersion: z.number().int().min(1) }),
);
