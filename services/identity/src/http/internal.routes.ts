import { bindInternalContract, DomainError, type ServiceRuntime } from '@rto/kit';
import type { Express } from 'express';
import type { IdentityConfig } from '../config';
import { verificationLink, verificationSecretOf } from '../domain/email-verification';
import { hashResetSecret, resetLink, resetSecretOf } from '../domain/password';
import type { EmailVerificationRepository } from '../store/email-verification.repository';
import type { UserRepository } from '../store/user.repository';
import { adminInternalHandlers } from './admin-internal.routes';
import { identityInternalContract } from '@rto/contracts';

/**
 * For other services only (never routed by the gateway; a service credential is required): notification asks for
 * the link of a reset or an e-mail verification it is to e-mail (made again from its id, so it is never stored,
 * and answered only while it is pending); order reads the customer's profile for the account page. Also serves the internal
 * API's document at GET /internal/openapi.json.
 */
export function mountInternalRoutes(
  app: Express,
  runtime: ServiceRuntime<IdentityConfig>,
  stores: { users: UserRepository; verifications: EmailVerificationRepository },
  linkKeys: Buffer[],
): void {
  const { users, verifications } = stores;
  // A pending link's secret, made with the key it was made with: the current one, or the one before a rotation
  // while its links are pending. Undefined when no key makes a secret with the stored hash.
  const secretOf = (derive: (key: Buffer, id: string) => string, id: string, secretHash: string | undefined) =>
    linkKeys.map((key) => derive(key, id)).find((candidate) => hashResetSecret(candidate) === secretHash);
  bindInternalContract(
    app,
    identityInternalContract,
    {
      async passwordResetLink({ params }) {
        const pending = await users.pendingResetById(params.resetId, new Date());
        const secret = secretOf(resetSecretOf, params.resetId, pending?.secretHash);
        if (!pending || !secret) throw new DomainError('not-found', 'No pending password reset has this id');
        return {
          email: pending.email,
          resetUrl: resetLink(runtime.config.PUBLIC_URL, secret),
          expiresAt: pending.expiresAt.toISOString(),
        };
      },
      async emailVerificationLink({ params }) {
        const pending = await verifications.pendingById(params.verificationId, new Date());
        const secret = secretOf(verificationSecretOf, params.verificationId, pending?.secretHash);
        if (!pending || !secret) throw new DomainError('not-found', 'No pending e-mail verification has this id');
        return {
          email: pending.email,
          verifyUrl: verificationLink(runtime.config.PUBLIC_URL, secret),
          expiresAt: pending.expiresAt.toISOString(),
        };
      },
      ...adminInternalHandlers(users),

      async user({ params }) {
        const user = await users.findById(params.id);
        if (!user) throw new DomainError('not-found', 'No such user');
        const { id, name, email, mobile, billingPaused, verified } = user;
        return { user: { _id: id, name, email, mobile, billingPaused, verified } };
      },
    },
    { service: 'identity', settings: runtime.config },
  );
}
