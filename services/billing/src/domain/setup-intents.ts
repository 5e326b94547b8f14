/**
 * The sandbox's SetupIntents, which follow Stripe's: made for a customer (requires_payment_method), confirmed with a
 * payment method by whoever holds the client secret. A card the bank refuses leaves it requires_payment_method with
 * last_setup_error, to be confirmed again with another card; a card that passes makes it succeeded, for good. Pure
 * data and rules: no I/O.
 */

import type { Decline } from './test-cards';

export type SetupIntentStatus = 'requires_payment_method' | 'processing' | 'succeeded';

export interface SandboxSetupIntentRecord {
  /** `seti_sandbox_<random>`. */
  id: string;
  /** Like a Stripe customer's, a SetupIntent belongs to the user it was made for: nobody else may confirm it. */
  userId: string;
  customerId: string;
  clientSecret: string;
  status: SetupIntentStatus;
  /** The card that passed (succeeded), or the last one tried. */
  paymentMethodId: string | null;
  lastSetupError: Decline | null;
}

/** Where the sandbox keeps its SetupIntents (billing's `sandbox_setup_intents`, store/). */
export interface SandboxSetupIntents {
  create(intent: SandboxSetupIntentRecord): Promise<SandboxSetupIntentRecord>;
  findById(id: string): Promise<SandboxSetupIntentRecord | null>;
  /** Takes the intent to `processing` if it waits for a payment method: null when it does not (confirmed already, or now). */
  claim(id: string): Promise<SandboxSetupIntentRecord | null>;
  /** How a claimed confirmation ended. */
  settle(id: string, outcome: { status: 'requires_payment_method' | 'succeeded'; paymentMethodId: string; lastSetupError: Decline | null }): Promise<void>;
}

/** `seti_..._secret_...`: the SetupIntent's id is the part before `_secret_`, as in Stripe's. */
export function setupIntentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}
