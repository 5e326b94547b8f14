import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { CustomerErasure } from '../store/customer-erasure';

export interface EraseCustomerDeps {
  provider: Pick<PaymentProvider, 'kind' | 'deleteCustomer'>;
  accounts: Pick<AccountRepository, 'findByUser'>;
  erasure: CustomerErasure;
}

/**
 * A deleted customer (user.deleted, issue 22, item 6): their customer at the provider is deleted first (Stripe
 * detaches the cards and cancels whatever subscription is left), then their personal data here is erased; invoices
 * stay for the books. A provider that does not answer fails the delivery, which the bus retries: nothing is erased
 * here before the provider has let the customer go, and asking again is safe (an already deleted customer is done).
 */
export function createEraseCustomer({ provider, accounts, erasure }: EraseCustomerDeps) {
  return async function eraseCustomer(userId: string): Promise<void> {
    const account = await accounts.findByUser(userId);
    // A customer made by the other provider (before a switch) means nothing to this one.
    if (account?.customerId && account.provider === provider.kind) await provider.deleteCustomer(account.customerId);
    await erasure.eraseCustomer(userId);
  };
}

export type EraseCustomer = ReturnType<typeof createEraseCustomer>;
