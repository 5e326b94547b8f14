import { DomainError, type Clock } from '@rto/kit';
import { sendTimeOf, type BulkChannel } from '../domain/bulk-message';
import { MAX_SMS_LENGTH } from '../domain/sms';
import type { BulkMessageRepository } from '../store/bulk-message.repository';
import type { CustomerRepository } from '../store/customer.repository';
import type { BulkMessageDelivery } from './deliver-bulk-messages';

export interface SendBulkMessageDeps {
  bulkMessages: BulkMessageRepository;
  customers: CustomerRepository;
  /** Only to start a message due now at once: the delivery itself runs apart from the admin's request. */
  delivery: Pick<BulkMessageDelivery, 'kick'>;
  clock: Clock;
}

export interface BulkMessageRequest {
  /** 'all' customers (counted now, fixed when it goes out), or the ones chosen. */
  userIds: 'all' | string[];
  subject: string;
  message: string;
  /** E-mail (the default) or a text to each customer's mobile. */
  channel?: BulkChannel | undefined;
  /** ISO time it is to go out; now when absent. */
  sendAt?: string | undefined;
}

/**
 * The admin's bulk message (spec 2.18): stored with its audience and time, then sent by the delivery (now, or when
 * its time comes, on whichever instance). A chosen customer this service cannot write to refuses the whole message.
 */
export function createSendBulkMessage({ bulkMessages, customers, delivery, clock }: SendBulkMessageDeps) {
  return async (adminId: string, request: BulkMessageRequest) => {
    const when = sendTimeOf(request.sendAt, clock.now());
    if (!when.ok) throw new DomainError('invalid', when.problem);
    const channel = request.channel ?? 'email';
    if (channel === 'sms' && request.message.length > MAX_SMS_LENGTH) throw new DomainError('invalid', `A text message must be at most ${MAX_SMS_LENGTH} characters`);
    let audience: { all: true; count: number } | { all: false; userIds: string[] };
    if (request.userIds === 'all') {
      audience = { all: true, count: await customers.countReachable() };
    } else {
      const userIds = [...new Set(request.userIds)];
      const unknown = await customers.unreachableOf(userIds);
      if (unknown.length > 0) throw new DomainError('invalid', `No customer to write to with id ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''}`);
      audience = { all: false, userIds };
    }
    const stored = await bulkMessages.create({ subject: request.subject, message: request.message, channel, audience, sendAt: when.at, scheduled: when.scheduled, createdBy: adminId });
    if (!when.scheduled) delivery.kick(stored.id);
    return { id: stored.id, recipients: stored.recipients, status: when.scheduled ? ('scheduled' as const) : ('sending' as const), sendAt: stored.sendAt };
  };
}

export type SendBulkMessage = ReturnType<typeof createSendBulkMessage>;
