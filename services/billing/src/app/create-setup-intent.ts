import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';

export interface CreateSetupIntentDeps {
  provider: PaymentProvider;
  accounts: Pick<AccountRepository, 'findByUser' | 'rememberCustomer'>;
}

/**
 * POST /createSetupIntent: a SetupIntent for the caller's customer at the provider (made, or reused as storeBilling
 * does), which the browser confirms with the card before the agreement is signed.
 */
export function createCreateSetupIntent({ provider, accounts }: CreateSetupIntentDeps) {
  return async function createSetupIntent(userId: string) {
    const account = await accounts.findByUser(userId);
    // A customer of the other provider means nothing to this one.
    const customerId = account?.provider === provider.kind ? account.customerId : null;
    const made = await provider.createSetupIntent({ userId, customerId });
    if (made.customerId !== customerId) await accounts.rememberCustomer(userId, provider.kind, made.customerId);
    return made;
  };
}

export type CreateSetupIntent = ReturnType<typeof createCreateSetupIntent>;
