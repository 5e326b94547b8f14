import type { Clock, Logger, Mailer } from '@rto/kit';
import { receiptOf } from '../domain/receipt';
import type { CustomerRepository } from '../store/customer.repository';
import type { OrderReceiptRepository } from '../store/order-receipt.repository';

/** How long one delivery holds a receipt while it sends: well past the mail server's slowest answer. */
const SENDING_LEASE_MS = 60_000;

/** What one attempt did with a receipt. */
export type ReceiptOutcome = 'sent' | 'already-sent' | 'incomplete' | 'held' | 'deleted';

export interface DeliverReceiptDeps {
  receipts: OrderReceiptRepository;
  customers: CustomerRepository;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
}

/**
 * Sends an order's receipt once it is complete (the order placed and its first payment made) and the customer's
 * address is proved; otherwise leaves it stored, to be sent by whichever event completes it (order.placed,
 * order.activated, user.verified). Nothing is lost: a receipt held for an unproved address stays until the owner
 * verifies it. One receipt per order: a short claim keeps two racing events from sending it twice at once, and
 * every send carries the receipt's own Message-ID, so a resend after a crash is recognisably the same message.
 */
export function createDeliverReceipt(deps: DeliverReceiptDeps) {
  const { receipts, customers, mailer, logger, clock } = deps;

  return async function deliverReceipt(orderId: string): Promise<ReceiptOutcome> {
    const receipt = await receipts.find(orderId);
    if (receipt?.sent) return 'already-sent';
    if (!receipt?.order || !receipt.paidAt || !receipt.userId) return 'incomplete';
    const customer = await customers.contactOf(receipt.userId);
    // identity's user.registered travels apart from order's events: failing makes the bus try again once it is in.
    if (customer === null) throw new Error(`order ${orderId}: customer ${receipt.userId} is not known yet (no user.registered handled); the receipt waits`);
    if (customer === 'deleted') {
      logger.warn({ orderId, userId: receipt.userId }, 'order of a deleted account: no receipt sent');
      return 'deleted';
    }
    if (!customer.verified) {
      // Anyone can register a stranger's address: only the verification link goes there until its owner proves it.
      logger.info({ orderId, userId: receipt.userId }, 'receipt held until the customer verifies their address');
      return 'held';
    }
    // Another delivery is sending it right now (or died doing so): failing lets the bus look again after a back-off,
    // when it is either sent or free to take.
    if (!(await receipts.claimSending(orderId, clock.now(), SENDING_LEASE_MS))) throw new Error(`order ${orderId}: its receipt is being sent by another delivery`);
    try {
      await mailer.send({ to: customer.email, idempotencyKey: receipt.mailKey, ...receiptOf(receipt.order, customer.name) });
    } catch (error) {
      await receipts.release(orderId).catch(() => undefined);
      throw error;
    }
    await receipts.markSent(orderId, clock.now());
    return 'sent';
  };
}

export type DeliverReceipt = ReturnType<typeof createDeliverReceipt>;
