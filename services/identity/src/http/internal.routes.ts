import { bindInternalContract, type ServiceTokenSettings } from '@rto/kit';
import type { Express } from 'express';
import { identityInternalContract } from '@rto/contracts';
import type { GetEmailVerificationLink } from '../app/get-email-verification-link';
import type { GetPasswordResetLink } from '../app/get-password-reset-link';
import type { GetUserProfile } from '../app/get-user-profile';
import { adminInternalHandlers, type AdminInternalUseCases } from './admin-internal.routes';

/** The use cases behind the internal routes. */
export interface InternalUseCases extends AdminInternalUseCases {
  getPasswordResetLink: GetPasswordResetLink;
  getEmailVerificationLink: GetEmailVerificationLink;
  getUserProfile: GetUserProfile;
}

/**
 * For other services only (never routed by the gateway; a service credential is required): notification asks for
 * the link of a reset or an e-mail verification it is to e-mail (made again from its id, so it is never stored,
 * and answered only while it is pending); order reads the customer's profile for the account page. Also serves the internal
 * API's document at GET /internal/openapi.json.
 */
export function mountInternalRoutes(app: Express, useCases: InternalUseCases, settings: ServiceTokenSettings): void {
  bindInternalContract(
    app,
    identityInternalContract,
    {
      async passwordResetLink({ params }) {
        const link = await useCases.getPasswordResetLink(params.resetId);
        return { ...link, expiresAt: link.expiresAt.toISOString() };
      },
      async emailVerificationLink({ params }) {
        const link = await useCases.getEmailVerificationLink(params.verificationId);
        return { ...link, expiresAt: link.expiresAt.toISOString() };
      },
      ...adminInternalHandlers(useCases),

      async user({ params }) {
        const { id, name, email, mobile, billingPaused, verified } = await useCases.getUserProfile(params.id);
        return { user: { _id: id, name, email, mobile, billingPaused, verified } };
      },
    },
    { service: 'identity', settings },
  );
}
