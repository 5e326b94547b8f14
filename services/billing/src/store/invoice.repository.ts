import { isDuplicateKeyError, newEvent, trusted, type Connection } from '@rto/kit';
import { invoiceIssued, invoicePaid, paymentFailed, paymentReminder } from '@rto/contracts';
import type { EventOf } from '@rto/kit';
import type { InvoiceFacts, InvoiceKind, InvoiceLine } from '../domain/payment-provider';
import { invoiceModel, type InvoiceDocument } from './invoice.model';

export interface InvoiceRecord extends InvoiceFacts {
  userId: string;
  provider: string;
  subscriptionId: string | null;
  orderId: string | null;
  period: string | null;
  paidAt: Date | null;
  kind: InvoiceKind;
  /** The store date it was due; null on rows older than due dates (due the day they were issued). */
  dueDate: string | null;
  lines: InvoiceLine[];
  /** A late fee's rent invoice; null for anything else. */
  feeFor: string | null;
  /** The sandbox's dunning retries of this failed rent made so far. */
  dunningRetries: number;
  /** send_invoice: issued for the customer to pay, with no card to retry it with. */
  collectionMethod: InvoiceCollection;
}

export type InvoiceCollection = 'charge_automatically' | 'send_invoice';

/** An invoice to record: what is not said is rent with no lines, due the day it is issued. */
export type NewInvoice = Omit<InvoiceRecord, 'kind' | 'dueDate' | 'lines' | 'feeFor' | 'dunningRetries' | 'collectionMethod'> &
  Partial<Pick<InvoiceRecord, 'kind' | 'dueDate' | 'lines' | 'feeFor' | 'collectionMethod'>>;

/** What `payment.reminder` says of one dunning step. */
export type ReminderFacts = EventOf<typeof paymentReminder>['data'];

const reminderEvent = (facts: ReminderFacts) => newEvent('billing', paymentReminder, facts);

function toRecord(invoice: InvoiceDocument): InvoiceRecord {
  return {
    invoiceId: invoice.invoiceId,
    userId: invoice.userId,
    provider: invoice.provider,
    subscriptionId: invoice.subscriptionId ?? null,
    orderId: invoice.orderId ?? null,
    period: invoice.period ?? null,
    amountCents: invoice.amountCents,
    currency: invoice.currency ?? 'usd',
    status: invoice.status,
    issuedAt: invoice.issuedAt,
    paidAt: invoice.paidAt ?? null,
    failureMessage: invoice.failureMessage ?? undefined,
    kind: (invoice.kind as InvoiceKind | null | undefined) ?? 'rent',
    dueDate: invoice.dueDate ?? null,
    lines: (invoice.lines ?? []).map((line) => ({ description: line.description, amountCents: line.amountCents })),
    feeFor: invoice.feeFor ?? null,
    dunningRetries: invoice.dunningRetries ?? 0,
    collectionMethod: (invoice.collectionMethod as InvoiceCollection | null | undefined) ?? 'charge_automatically',
  };
}

/** Unpaid: failed (late or declined), or open (issued to the customer, not yet late). */
export const UNPAID = trusted({ $in: ['failed', 'open'] });

/** Rent: rows older than kinds have none. */
const RENT = trusted({ $in: ['rent', null] });

/** What recording an invoice did: a new one, a failed one now paid, or nothing (a repeat). */
export type Recorded = 'recorded' | 'now-paid' | 'unchanged';

/** What a customer's invoices say of one order: the payments made towards owning it and what is still due. */
export interface OrderPayments {
  orderId: string;
  /** Paid rent invoices: each month paid (today's payment included) counts towards ownership. */
  paymentsMade: number;
  paidCents: number;
  /** Failed invoices not paid since: rent, and the late fees assessed on it. */
  dueCents: number;
  /** The late fees among them (assessed, unpaid). */
  lateFeesCents: number;
  /** When the newest of those failed charges was made; null when nothing is due. */
  lastFailedAt: Date | null;
  /** The due date of the oldest unpaid rent invoice (store date); null when no rent is unpaid. */
  oldestUnpaidRentDue: string | null;
  /** Rent invoices drafted and not paid (failed, or open): no draft is left to make for them. */
  unpaidRent: number;
}

const paidEvent = (invoice: Pick<InvoiceRecord, 'userId' | 'orderId' | 'invoiceId' | 'amountCents'>, paidAt: Date) =>
  newEvent('billing', invoicePaid, {
    userId: invoice.userId,
    ...(invoice.orderId ? { orderId: invoice.orderId } : {}),
    invoiceId: invoice.invoiceId,
    amountCents: invoice.amountCents,
    paidAt: paidAt.toISOString(),
  });

const NO_CLAIM = { claimToken: null, claimExpiresAt: null };

/** `payment.failed` of an invoice: recorded failed, or open and left unpaid past its due date (store/open-invoices.ts). */
export const failedEvent = (invoice: Pick<InvoiceRecord, 'userId' | 'orderId' | 'invoiceId' | 'amountCents'>, message: string) =>
  newEvent('billing', paymentFailed, {
    userId: invoice.userId,
    ...(invoice.orderId ? { orderId: invoice.orderId } : {}),
    invoiceId: invoice.invoiceId,
    amountCents: invoice.amountCents,
    message,
  });

const issuedEvent = (invoice: NewInvoice) =>
  newEvent('billing', invoiceIssued, {
    userId: invoice.userId,
    orderId: invoice.orderId ?? '',
    invoiceId: invoice.invoiceId,
    amountCents: invoice.amountCents,
    dueDate: invoice.dueDate ?? '',
  });

/** A failed invoice claimed for paying now: the attempt its idempotency key names. */
export interface ClaimedInvoice extends InvoiceRecord {
  claimToken: string;
  payAttempts: number;
}

/** The only code that knows how invoices are stored. Keyed by invoice id, so every invoice is recorded once. */
export function createInvoiceRepository(connection: Connection) {
  const Invoice = invoiceModel(connection);

  /**
   * A failed invoice is paid after all (paid now, or Stripe's retry): paid, with its `invoice.paid` in the same
   * write. False when it was not failed (paid already by a concurrent call, or never recorded).
   */
  async function markPaid(invoiceId: string, paidAt: Date): Promise<boolean> {
    const failed = await Invoice.findOne({ invoiceId, status: UNPAID }).lean<InvoiceDocument>();
    if (!failed) return false;
    const paid = await Invoice.updateOne(
      { invoiceId, status: UNPAID },
      { $set: { status: 'paid', paidAt, failureMessage: null, ...NO_CLAIM }, $push: { outbox: paidEvent(toRecord(failed), paidAt) } },
    );
    return paid.modifiedCount === 1;
  }

  return {
    model: Invoice,

    /**
     * Records an invoice once. Told again (a webhook sent twice, a second instance drafting the same period), it
     * changes nothing, except that a failed invoice later paid (Stripe retries a failed payment) becomes paid. A
     * failed invoice is recorded with its `payment.failed`, a paid one with its `invoice.paid`, in the same write.
     */
    async record(invoice: NewInvoice): Promise<Recorded> {
      const outbox =
        invoice.status === 'open'
          ? [issuedEvent(invoice)]
          : invoice.status === 'failed'
          ? [failedEvent(invoice, invoice.failureMessage ?? 'The payment of this invoice failed')]
          : [paidEvent(invoice, invoice.paidAt ?? invoice.issuedAt)];
      try {
        const written = await Invoice.updateOne({ invoiceId: invoice.invoiceId }, { $setOnInsert: { ...invoice, outbox } }, { upsert: true });
        if (written.upsertedCount === 1) return 'recorded';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error; // recorded by a concurrent call: as if found
      }
      if (invoice.status !== 'paid') return 'unchanged';
      return (await markPaid(invoice.invoiceId, invoice.paidAt ?? invoice.issuedAt)) ? 'now-paid' : 'unchanged';
    },

    markPaid,

    /**
     * Claims a failed invoice for paying now, until `until`: one write decides, so of two calls at once one gets it.
     * Null when it is paid, or claimed by another call whose claim has not expired.
     */
    async claimForPayment(invoiceId: string, claimToken: string, now: Date, until: Date): Promise<ClaimedInvoice | null> {
      const claimed = await Invoice.findOneAndUpdate(
        { invoiceId, status: UNPAID, $or: [{ claimExpiresAt: null }, { claimExpiresAt: trusted({ $lte: now }) }] },
        { $set: { claimToken, claimExpiresAt: until } },
        { new: true },
      ).lean<InvoiceDocument>();
      return claimed ? { ...toRecord(claimed), claimToken, payAttempts: claimed.payAttempts ?? 0 } : null;
    },

    /**
     * Gives a claim up, the invoice still due: after a decline (the card's answer, so the next try is a new
     * attempt) or a provider failure (the outcome unknown: the next try repeats this attempt's key). Only the
     * claim's holder releases it; a claim taken over after it expired is the new holder's.
     */
    async releaseClaim(
      invoiceId: string,
      claimToken: string,
      declined: { message: string; dunning?: { reminder: ReminderFacts; retriesDone: number } } | null,
    ): Promise<void> {
      // A dunning retry declined: the retries done, and its reminder in the same write.
      const dunning = declined?.dunning;
      await Invoice.updateOne(
        { invoiceId, claimToken },
        declined
          ? {
              $set: { ...NO_CLAIM, failureMessage: declined.message, ...(dunning ? { dunningRetries: dunning.retriesDone } : {}) },
              $inc: { payAttempts: 1 },
              ...(dunning ? { $push: { outbox: reminderEvent(dunning.reminder) } } : {}),
            }
          : { $set: NO_CLAIM },
      );
    },

    /**
     * Assesses a late fee: recorded due (`failed`, never charged by itself) with its `payment.reminder`, once under
     * its id (of two instances assessing the same step, one records it). False when it was recorded before.
     */
    async assessLateFee(fee: NewInvoice & { feeFor: string }, reminder: ReminderFacts): Promise<boolean> {
      try {
        const written = await Invoice.updateOne(
          { invoiceId: fee.invoiceId },
          { $setOnInsert: { ...fee, kind: 'late-fee', status: 'failed', outbox: [reminderEvent(reminder)] } },
          { upsert: true },
        );
        return written.upsertedCount === 1;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    /** The unpaid rent of every order, a page at a time (`after`: the last invoice id of the page before), by id. */
    async unpaidRent(provider: string | null, after: string | null, limit: number): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({
        status: 'failed',
        kind: RENT,
        orderId: trusted({ $ne: null }),
        rentalEnded: trusted({ $ne: true }), // a returned rental's is left to Pay Now (store/final-invoices.ts)
        ...(provider ? { provider } : {}),
        ...(after ? { invoiceId: trusted({ $gt: after }) } : {}),
      })
        .sort({ invoiceId: 1 })
        .limit(limit)
        .lean<InvoiceDocument[]>();
      return found.map(toRecord);
    },

    /** The late fees assessed on one rent invoice, paid or not, in cents, and how many. */
    async feesOn(rentInvoiceId: string): Promise<{ count: number; cents: number }> {
      const fees = await Invoice.find({ feeFor: rentInvoiceId, kind: 'late-fee' }).select({ amountCents: 1 }).lean<Array<{ amountCents: number }>>();
      return { count: fees.length, cents: fees.reduce((total, fee) => total + fee.amountCents, 0) };
    },

    /** Everything unpaid on one order, in cents. */
    async dueCentsOf(orderId: string): Promise<number> {
      const found = await Invoice.find({ orderId, status: UNPAID }).select({ amountCents: 1 }).lean<Array<{ amountCents: number }>>();
      return found.reduce((total, invoice) => total + invoice.amountCents, 0);
    },

    /** Whether the invoice is paid (by this call's claim, a concurrent one's, or a webhook). */
    async isPaid(invoiceId: string): Promise<boolean> {
      return (await Invoice.countDocuments({ invoiceId, status: 'paid' })) > 0;
    },

    /** The failed invoices of one order of the customer (what is due on it), oldest first. */
    async unpaidOf(userId: string, orderId: string): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({ userId, orderId, status: UNPAID }).sort({ issuedAt: 1, _id: 1 }).lean<InvoiceDocument[]>();
      return found.map(toRecord);
    },

    /**
     * Per order of the customer, from all their invoices: payments made, paid and due amounts, the fees due, the last
     * failure and the oldest unpaid rent's due date (`dueDateOf` its issue time for rows older than due dates).
     */
    async paymentsByOrder(userId: string, dueDateOf: (issuedAt: Date) => string): Promise<OrderPayments[]> {
      const found = await Invoice.find({ userId, orderId: trusted({ $ne: null }) })
        .select({ orderId: 1, status: 1, amountCents: 1, issuedAt: 1, kind: 1, dueDate: 1 })
        .lean<Array<Pick<InvoiceDocument, 'orderId' | 'status' | 'amountCents' | 'issuedAt' | 'kind' | 'dueDate'>>>();
      const byOrder = new Map<string, OrderPayments>();
      for (const invoice of found) {
        const orderId = invoice.orderId!;
        const payments = byOrder.get(orderId) ?? { orderId, paymentsMade: 0, paidCents: 0, dueCents: 0, lateFeesCents: 0, lastFailedAt: null, oldestUnpaidRentDue: null, unpaidRent: 0 };
        const kind = invoice.kind ?? 'rent';
        if (invoice.status === 'paid') {
          if (kind === 'rent') payments.paymentsMade += 1;
          payments.paidCents += invoice.amountCents;
        } else {
          payments.dueCents += invoice.amountCents;
          if (kind === 'late-fee') payments.lateFeesCents += invoice.amountCents;
          if (kind === 'rent') payments.unpaidRent += 1;
          const due = invoice.dueDate ?? dueDateOf(invoice.issuedAt);
          if (kind === 'rent' && (!payments.oldestUnpaidRentDue || due < payments.oldestUnpaidRentDue)) payments.oldestUnpaidRentDue = due;
          // An open invoice is due, not failed: it has no failure to tell of.
          if (invoice.status === 'failed' && (!payments.lastFailedAt || invoice.issuedAt > payments.lastFailedAt)) payments.lastFailedAt = invoice.issuedAt;
        }
        byOrder.set(orderId, payments);
      }
      return [...byOrder.values()];
    },

    /** The customer's newest invoices first. */
    async listOf(userId: string, limit = 24): Promise<InvoiceRecord[]> {
      const found = await Invoice.find({ userId }).sort({ issuedAt: -1, _id: -1 }).limit(limit).lean<InvoiceDocument[]>();
      return found.map(toRecord);
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;
