import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRecord, AccountRepository } from '../store/account.repository';
import type { AgreementRecord, AgreementRepository } from '../store/agreement.repository';
import type { InvoiceRecord, InvoiceRepository } from '../store/invoice.repository';

export interface GetBillingDetailsDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  agreements: AgreementRepository;
  invoices: InvoiceRepository;
  /** Handed to the SPA for Stripe.js when Stripe is the provider (STRIPE_PUBLISHABLE_KEY); never a secret. */
  publishableKey: string | null;
}

export interface BillingDetails {
  provider: PaymentProvider['kind'];
  publishableKey: string | null;
  account: AccountRecord | null;
  agreement: AgreementRecord | null;
  invoices: InvoiceRecord[];
}

/** GET /getBillingDetails: which provider runs, and the customer's card, agreement and invoices. */
export function createGetBillingDetails({ provider, accounts, agreements, invoices, publishableKey }: GetBillingDetailsDeps) {
  return async function getBillingDetails(userId: string): Promise<BillingDetails> {
    const [account, agreement, invoiceList] = await Promise.all([accounts.findByUser(userId), agreements.latestOf(userId), invoices.listOf(userId)]);
    return {
      provider: provider.kind,
      publishableKey: provider.kind === 'stripe' ? publishableKey : null,
      // A card the other provider holds cannot be charged here: the customer enters one again.
      account: account?.provider === provider.kind ? account : account && { ...account, paymentMethod: null },
      agreement,
      invoices: invoiceList,
    };
  };
}

export type GetBillingDetails = ReturnType<typeof createGetBillingDetails>;
