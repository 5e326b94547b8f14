import type { Clock } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import { nextPauseFrom, type PauseLimits } from '../domain/pause-window';
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
  /** The limits of the customer's own pause, told so the page can explain them. */
  limits: PauseLimits;
  clock: Clock;
}

/** The customer's pause as the page explains it. */
export interface PauseDetails extends PauseLimits {
  /** When the customer's pause in force ends by itself (null: not paused, or an admin's suspend). */
  endsAt: Date | null;
  /** From when the customer may pause again (null: now). */
  nextPauseFrom: Date | null;
}

export interface BillingDetails {
  provider: PaymentProvider['kind'];
  publishableKey: string | null;
  account: AccountRecord | null;
  agreement: AgreementRecord | null;
  invoices: InvoiceRecord[];
  pause: PauseDetails;
}

/** GET /getBillingDetails: which provider runs, and the customer's card, agreement and invoices. */
export function createGetBillingDetails({ provider, accounts, agreements, invoices, publishableKey, limits, clock }: GetBillingDetailsDeps) {
  return async function getBillingDetails(userId: string): Promise<BillingDetails> {
    const [account, agreement, invoiceList] = await Promise.all([accounts.findByUser(userId), agreements.latestOf(userId), invoices.listOf(userId)]);
    return {
      provider: provider.kind,
      publishableKey: provider.kind === 'stripe' ? publishableKey : null,
      // A card the other provider holds cannot be charged here: the customer enters one again.
      account: account?.provider === provider.kind ? account : account && { ...account, paymentMethod: null },
      agreement,
      invoices: invoiceList,
      pause: pauseDetails(account, limits, clock.now()),
    };
  };
}

function pauseDetails(account: AccountRecord | null, limits: PauseLimits, now: Date): PauseDetails {
  const last = account?.pause.lastCustomerStartAt ?? null;
  const next = last ? nextPauseFrom(last, limits) : null;
  return { ...limits, endsAt: account?.paused ? account.pause.endsAt : null, nextPauseFrom: next && next > now ? next : null };
}

export type GetBillingDetails = ReturnType<typeof createGetBillingDetails>;
