import { callerOf, type HandlersOf } from '@rto/kit';
import type { ResendVerification } from '../app/resend-verification';
import type { VerifyEmail } from '../app/verify-email';
import type { identityContract } from './contract';

type VerificationRoutes = Pick<typeof identityContract, 'verifyEmail' | 'resendVerification'>;

export const EMAIL_VERIFIED = 'Your email address is verified. Thank you!';
/** The same whether the address still needs verifying or not: the answer tells nothing new either way. */
export const VERIFICATION_SENT = 'If your email address still needs verifying, we have sent a new verification link to it. Links sent before no longer work.';

/** The use cases behind the verification routes. */
export interface VerificationUseCases {
  verifyEmail: VerifyEmail;
  resendVerification: ResendVerification;
}

/** Proving an account's address: the e-mailed link, and asking for a new one. */
export function verificationHandlers(useCases: VerificationUseCases): HandlersOf<VerificationRoutes> {
  return {
    async verifyEmail({ body }) {
      await useCases.verifyEmail(body.token);
      return { message: EMAIL_VERIFIED };
    },

    async resendVerification({ req }) {
      await useCases.resendVerification(callerOf(req).id);
      return { message: VERIFICATION_SENT };
    },
  };
}
