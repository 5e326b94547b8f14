import { defineInternalContract } from '@rto/kit';
import { z } from 'zod';
import { identityAdminInternalContract } from './identity-admin';

/**
 * identity's internal API: what other services may ask it, with a service credential, on paths the gateway never
 * routes (docs/architecture.md). The handlers parse with these schemas, callers check identity's answers with them, and
 * identity serves the document built from them at GET /internal/openapi.json.
 */
/** A customer's profile as their account page shows it (never a secret): identity answers it, order passes it on. */
export const accountProfile = z.object({ _id: z.string(), name: z.string(), email: z.string(), mobile: z.string(), billingPaused: z.boolean(), verified: z.boolean() });

export const identityInternalContract = defineInternalContract({
  passwordResetLink: {
    method: 'get',
    path: '/internal/password-resets/:resetId',
    access: 'service',
    tag: 'Password reset',
    summary:
      "The link of a pending password reset and where to e-mail it, for the service that sends the e-mail (notification, on password.reset.requested). The same reset always gives the same link; once it is used, replaced by a newer request or expired, 404",
    params: z.object({
      resetId: z
        .string()
        .max(64, 'resetId must be at most 64 characters')
        .regex(/^[\w-]+$/, 'resetId may hold only letters, digits, _ and -'),
    }),
    response: z.object({
      email: z.string().describe("The account's address: the only place the link may go"),
      resetUrl: z.string().url().describe('The single-use link where the owner chooses the new password'),
      expiresAt: z.string().describe('ISO time the link stops working'),
    }),
    refusals: { 404: 'No pending reset has this id (used, replaced by a newer request, or expired)' },
  },
  emailVerificationLink: {
    method: 'get',
    path: '/internal/email-verifications/:verificationId',
    access: 'service',
    tag: 'E-mail verification',
    summary:
      "The link of a pending e-mail verification and the address it proves, for the service that sends the e-mail (notification, on user.verification.requested). The same verification always gives the same link; once it is used, replaced by a newer one, expired, or the account's address changed, 404",
    params: z.object({
      verificationId: z
        .string()
        .max(64, 'verificationId must be at most 64 characters')
        .regex(/^[\w-]+$/, 'verificationId may hold only letters, digits, _ and -'),
    }),
    response: z.object({
      email: z.string().describe('The address the link proves: the only place it may go'),
      verifyUrl: z.string().url().describe('The single-use link (PUBLIC_URL/verify-email?token=...)'),
      expiresAt: z.string().describe('ISO time the link stops working'),
    }),
    refusals: { 404: 'No pending verification has this id (used, replaced by a newer one, expired, or the address changed)' },
  },
  user: {
    method: 'get',
    path: '/internal/users/:id',
    access: 'service',
    tag: 'Users',
    summary: "A user's profile as the customer's account page shows it (order's GET /getDashboardData): never a secret",
    params: z.object({ id: z.string().max(64, 'id must be at most 64 characters') }),
    response: z.object({
      user: accountProfile,
    }),
    refusals: { 404: 'No live user has this id (never registered, or deleted)' },
  },
  ...identityAdminInternalContract,
});
