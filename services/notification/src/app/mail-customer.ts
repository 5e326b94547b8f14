import type { Logger, Mailer } from '@rto/kit';
import type { CustomerRepository } from '../store/customer.repository';

export interface MailCustomerDeps {
  customers: Pick<CustomerRepository, 'contactOf'>;
  mailer: Mailer;
  logger: Logger;
}

/** An e-mail about an order, written for the customer once their name is known. */
export interface CustomerMail {
  /** The event it answers: its id is the e-mail's Message-ID, so a redelivered event is recognisably the same message. */
  eventId: string;
  userId: string;
  orderId: string;
  /** What it is, for the logs: 'payment reminder'. */
  what: string;
  write: (customerName: string) => { subject: string; text: string; html: string };
}

export type MailOutcome = 'sent' | 'held' | 'deleted';

/**
 * Mails a customer about an event of billing's: only at a proved address (anyone can register a stranger's), never
 * to a deleted customer, and not before identity has told of them (user.registered travels apart from billing's
 * events: throwing makes the bus try again once it is in). The plumbing every such e-mail shares.
 */
export function createMailCustomer({ customers, mailer, logger }: MailCustomerDeps) {
  return async function mailCustomer({ eventId, userId, orderId, what, write }: CustomerMail): Promise<MailOutcome> {
    const customer = await customers.contactOf(userId);
    if (customer === null) throw new Error(`${what} for order ${orderId}: customer ${userId} is not known yet`);
    if (customer === 'deleted') return 'deleted';
    if (!customer.verified) {
      logger.info({ orderId, userId }, `${what} not e-mailed: the address is not proved`);
      return 'held';
    }
    await mailer.send({ to: customer.email, idempotencyKey: eventId, ...write(customer.name) });
    return 'sent';
  };
}

export type MailCustomer = ReturnType<typeof createMailCustomer>;
