import { DomainError } from '@rto/kit';
import type { SandboxProvider } from '../adapters/sandbox.provider';

/** POST /confirmSandboxSetupIntent: what Stripe.js's confirmCardSetup does at Stripe, for the sandbox (test mode only). */
export function createConfirmSandboxSetupIntent({ sandbox }: { sandbox: SandboxProvider | null }) {
  return async function confirmSandboxSetupIntent(userId: string, clientSecret: string, paymentMethodId: string) {
    if (!sandbox) throw new DomainError('not-found', 'Stripe is configured: SetupIntents are confirmed with Stripe.js');
    return sandbox.confirmSetupIntent(userId, clientSecret, paymentMethodId);
  };
}

export type ConfirmSandboxSetupIntent = ReturnType<typeof createConfirmSandboxSetupIntent>;
