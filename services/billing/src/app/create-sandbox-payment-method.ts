import { DomainError, type Clock } from '@rto/kit';
import type { SandboxProvider } from '../adapters/sandbox.provider';
import type { CardEntry } from '../domain/test-cards';

export interface CreateSandboxPaymentMethodDeps {
  /** The sandbox, when it is the provider: only it makes payment methods from typed test cards. */
  sandbox: SandboxProvider | null;
  clock: Clock;
}

/** POST /createSandboxPaymentMethod: a payment method from a test card typed into the sandbox card form (test mode only). */
export function createCreateSandboxPaymentMethod({ sandbox, clock }: CreateSandboxPaymentMethodDeps) {
  return async function createSandboxPaymentMethod(userId: string, entry: CardEntry, postalCode: string | null) {
    if (!sandbox) throw new DomainError('not-found', 'Test cards are taken in test mode only: enter your card in the card form');
    return sandbox.createPaymentMethod(userId, entry, postalCode, clock.now());
  };
}

export type CreateSandboxPaymentMethod = ReturnType<typeof createCreateSandboxPaymentMethod>;
