import { trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import type { AccountDocument } from './account.model';
import type { AgreementDocument } from './agreement.model';
import type { InvoiceDocument } from './invoice.model';
import type { SandboxPaymentMethodDocument } from './sandbox-payment-method.model';
import type { SandboxSetupIntentDocument } from './sandbox-setup-intent.model';
import type { SubscriptionDocument } from './subscription.model';

/** What stands where a deleted customer's name was, on what the books keep. */
export const DELETED_CUSTOMER = 'Deleted customer';

/** Subscriptions that draft nothing more: left as they are. */
const ENDED_SUBSCRIPTIONS = ['declined', 'canceled', 'owned', 'incomplete_expired'];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ErasureModels {
  accounts: Model<AccountDocument>;
  agreements: Model<AgreementDocument>;
  invoices: Model<InvoiceDocument>;
  subscriptions: Model<SubscriptionDocument>;
  sandboxMethods: Model<SandboxPaymentMethodDocument>;
  sandboxIntents: Model<SandboxSetupIntentDocument>;
}

/** An invoice line as stored (the invoice's `lines`, when it has them). */
interface StoredLine {
  description?: string;
  [field: string]: unknown;
}

/**
 * What a deleted customer leaves in billing (issue 22, item 6). Kept for the books: invoices (user id, amounts,
 * dates, lines), subscriptions and the signed agreement's fingerprint, version, dates and billing choices. Erased:
 * the account's card and postal code, the agreement's name, signature image, signer's address and browser, ZIP code
 * and card, and the sandbox's cards and SetupIntents. Every write is a plain overwrite or removal, so the same
 * deletion told twice changes nothing the second time; the names are read from the agreements, which are erased
 * after the invoices, so a run cut short between the two finds them again.
 */
export function createCustomerErasure(models: ErasureModels) {
  const { accounts: Account, agreements: Agreement, invoices: Invoice, subscriptions: Subscription, sandboxMethods, sandboxIntents } = models;

  /** The names the customer signed with (what an invoice line could hold). */
  async function namesOf(userId: string): Promise<string[]> {
    const names = (await Agreement.distinct('customerName', { userId })).map(String);
    return names.filter((name) => name.trim().length > 0 && name !== DELETED_CUSTOMER);
  }

  /**
   * Invoices stay; a name in one of their lines is replaced. Read raw: lines are whatever the invoice was made with.
   * The lines are matched here, not by a $regex on `lines.description`, which the store's server refuses on arrays.
   */
  async function eraseNamesOnInvoices(userId: string, names: string[]): Promise<void> {
    if (names.length === 0) return;
    const pattern = new RegExp(names.map(escapeRegex).join('|'), 'gi');
    const found = await Invoice.collection.find({ userId, 'lines.0': { $exists: true } }, { projection: { lines: 1 } }).toArray();
    for (const invoice of found) {
      const stored = invoice['lines'] as StoredLine[];
      const lines = stored.map((line) => (typeof line.description === 'string' ? { ...line, description: line.description.replace(pattern, DELETED_CUSTOMER) } : line));
      if (lines.some((line, index) => line.description !== stored[index]!.description)) await Invoice.collection.updateOne({ _id: invoice._id }, { $set: { lines } });
    }
  }

  return {
    async eraseCustomer(userId: string): Promise<void> {
      await eraseNamesOnInvoices(userId, await namesOf(userId));
      await Agreement.updateMany(
        { userId },
        { $set: { customerName: DELETED_CUSTOMER, customerSignature: Buffer.alloc(0), signerIp: '', signerUserAgent: '', zipCode: '', card: { brand: '', last4: '' } } },
      );
      await Account.updateMany({ userId }, { $set: { paymentMethod: null, postalCode: null } });
      await sandboxMethods.deleteMany({ userId });
      await sandboxIntents.deleteMany({ userId });
      // The provider's customer is gone with its subscriptions: nothing left here drafts either.
      await Subscription.updateMany({ userId, status: trusted({ $nin: ENDED_SUBSCRIPTIONS }) }, { $set: { status: 'canceled', nextDraftAt: null } });
    },
  };
}

export type CustomerErasure = ReturnType<typeof createCustomerErasure>;
