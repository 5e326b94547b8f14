import { isDuplicateKeyError, trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import type { InvoiceDocument } from './invoice.model';

/** Invoices that are not monthly rent: a row without a kind (written before kinds) is rent. */
const NOT_RENT = ['late-fee', 'payoff', 'final'];

/** A payoff invoice to record as due, to be claimed and charged at once (app/pay-off.ts). */
export interface NewPayoffInvoice {
  invoiceId: string;
  userId: string;
  provider: string;
  subscriptionId: string | null;
  orderId: string;
  amountCents: number;
  issuedAt: Date;
  /** The store date it is due: the day it was asked for. */
  dueDate: string;
  description: string;
}

/** A paid monthly payment, as ownership records its final one. */
export interface PaidRent {
  invoiceId: string;
  paidAt: Date | null;
  amountCents: number;
}

/**
 * What ownership reads and writes of the invoices (issue 22, item 5): how many monthly payments an order has made,
 * what an invoice was for, and the early payoff's own invoice. The rest of invoices is invoice.repository.ts's.
 */
export function createOwnershipInvoices(Invoice: Model<InvoiceDocument>) {
  return {
    /** The order's paid monthly payments (its first payment included): late fees and a payoff do not count. */
    async paidRentCount(orderId: string): Promise<number> {
      return Invoice.countDocuments({ orderId, status: 'paid', kind: trusted({ $nin: NOT_RENT }) });
    },

    /** The order's monthly payments drafted so far, paid or not (its first payment included): the term's count. */
    async rentMonthsDrafted(orderId: string): Promise<number> {
      return Invoice.countDocuments({ orderId, kind: trusted({ $nin: NOT_RENT }) });
    },

    /**
     * The order's monthly payment paid last (the latest `paidAt`; among those paid at the same moment, as by one Pay
     * Now, the latest issued): the one whose payment completes the count. null when none is paid.
     */
    async lastPaidRent(orderId: string): Promise<PaidRent | null> {
      const last = await Invoice.findOne({ orderId, status: 'paid', kind: trusted({ $nin: NOT_RENT }) })
        .sort({ paidAt: -1, issuedAt: -1, invoiceId: -1 })
        .select({ invoiceId: 1, paidAt: 1, amountCents: 1 })
        .lean<{ invoiceId: string; paidAt?: Date | null; amountCents: number }>();
      return last ? { invoiceId: last.invoiceId, paidAt: last.paidAt ?? null, amountCents: last.amountCents } : null;
    },

    /** An invoice's kind and state, or null when unknown here. */
    async find(invoiceId: string): Promise<{ kind: string; status: string; orderId: string | null; paidAt: Date | null; amountCents: number } | null> {
      const found = await Invoice.findOne({ invoiceId })
        .select({ kind: 1, status: 1, orderId: 1, paidAt: 1, amountCents: 1 })
        .lean<{ kind?: string | null; status: string; orderId?: string | null; paidAt?: Date | null; amountCents: number }>();
      return found ? { kind: found.kind ?? 'rent', status: found.status, orderId: found.orderId ?? null, paidAt: found.paidAt ?? null, amountCents: found.amountCents } : null;
    },

    /** Whether something other than a payoff is due on the order (unpaid rent or fees): that is paid first. */
    async somethingDue(orderId: string): Promise<boolean> {
      return (await Invoice.countDocuments({ orderId, status: 'failed', kind: trusted({ $ne: 'payoff' }) })) > 0;
    },

    /**
     * Records the order's payoff invoice as due (status `failed`, never charged by a draft), once per id: two calls
     * at once record one, and the claim then decides who charges it. Nothing is published: it is an offer being
     * paid, not a missed payment; its `invoice.paid` is written when it is paid.
     */
    async recordPayoff(invoice: NewPayoffInvoice): Promise<void> {
      const { description, ...fields } = invoice;
      try {
        await Invoice.updateOne(
          { invoiceId: invoice.invoiceId },
          { $setOnInsert: { ...fields, kind: 'payoff', status: 'failed', currency: 'usd', period: 'payoff', lines: [{ description, amountCents: invoice.amountCents }] } },
          { upsert: true },
        );
      } catch (error) {
        // Recorded by a concurrent call (the unique invoice id): as if found.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /**
     * A payoff the card refused (or the provider failed) is withdrawn: an offer not taken is no debt, so it never
     * shows as due nor is paid by a later Pay Now. Only while unpaid and unclaimed.
     */
    async withdrawPayoff(invoiceId: string): Promise<void> {
      await Invoice.deleteOne({ invoiceId, kind: 'payoff', status: 'failed', claimToken: null });
    },
  };
}

export type OwnershipInvoices = ReturnType<typeof createOwnershipInvoices>;
