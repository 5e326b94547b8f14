import { trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import type { AdminNotificationDocument } from './admin-notification.model';
import type { BulkMessageDocument } from './bulk-message.model';
import type { CustomerDocument } from './customer.model';
import type { KeptSmsDocument } from './kept-sms.model';
import type { OrderReceiptDocument } from './order-receipt.model';
import type { SupportMessageDocument } from './support-message.model';

/** What stands where a deleted customer's name or address was. */
export const DELETED_CUSTOMER = 'Deleted customer';

/** A support message's text is the customer's own words (an address, a phone number...): it goes whole. */
const ERASED_TEXT = "Erased with the customer's account";
const ERASED_SUPPORT_NOTICE = `Support message from ${DELETED_CUSTOMER}: ${ERASED_TEXT.toLowerCase()}`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with every occurrence of the customer's name and address replaced. */
function withoutCustomer(text: string, traces: string[]): string {
  return traces.reduce((rewritten, trace) => rewritten.replace(new RegExp(escapeRegex(trace), 'gi'), DELETED_CUSTOMER), text);
}

export interface ErasureModels {
  customers: Model<CustomerDocument>;
  notifications: Model<AdminNotificationDocument>;
  receipts: Model<OrderReceiptDocument>;
  supportMessages: Model<SupportMessageDocument>;
  bulkMessages: Model<BulkMessageDocument>;
  keptSms: Model<KeptSmsDocument>;
}

/**
 * What a deleted customer leaves in notification (issue 22, item 6): the admin feed's notices keep what happened and
 * lose who it was (name and address replaced; a support message's notice loses its text), support messages sent from
 * their address lose the sender and the text, receipts
 * keep items and amounts and lose the place, bulk messages' failures lose the address. The customer's own record
 * (name, address) goes last, through the customers read model, so a delivery cut short is done again in full.
 */
export function createCustomerErasure(models: ErasureModels) {
  const { customers: Customer, notifications: Notice, receipts: Receipt, supportMessages: Support, bulkMessages: Bulk, keptSms: KeptSms } = models;

  /** The customer's name and address as this service knew them (empty once forgotten). */
  async function tracesOf(userId: string): Promise<{ name: string; email: string }> {
    const customer = await Customer.findById(userId).lean();
    return { name: customer?.name ?? '', email: customer?.email ?? '' };
  }

  async function eraseNotices(userId: string, traces: string[], email: string): Promise<void> {
    const mentions = traces.map((trace) => ({ message: trusted({ $regex: escapeRegex(trace), $options: 'i' }) }));
    const notices = await Notice.find({ $or: [{ subject: userId }, ...(email ? [{ 'sender.email': email }] : []), ...mentions] })
      .select({ message: 1, sender: 1 })
      .lean();
    for (const notice of notices) {
      const sent = Boolean(email) && notice.sender?.email?.toLowerCase() === email;
      const erased = sent ? { message: ERASED_SUPPORT_NOTICE, sender: { name: DELETED_CUSTOMER, email: '' } } : { message: withoutCustomer(notice.message, traces) };
      await Notice.updateOne({ _id: notice._id }, { $set: erased });
    }
  }

  /** Support messages sent from the customer's address keep when they came, not who sent them or what they said. */
  async function eraseSupportMessages(email: string): Promise<void> {
    if (!email) return;
    await Support.updateMany({ email }, { $set: { name: DELETED_CUSTOMER, email: '', issue: ERASED_TEXT } });
  }

  return {
    async eraseCustomer(userId: string): Promise<void> {
      const { name, email } = await tracesOf(userId);
      // The longer first: a name inside the address is replaced as part of the address.
      const traces = [email, name].filter((trace) => trace.trim().length > 0);
      await eraseNotices(userId, traces, email.toLowerCase());
      await eraseSupportMessages(email.toLowerCase());
      await Receipt.updateMany({ userId, order: trusted({ $ne: null }) }, { $set: { 'order.locationName': '' } });
      // Texts kept for them (no SMS provider) hold their number: they go.
      await KeptSms.deleteMany({ userId });
      await Bulk.updateMany({ 'failures.userId': userId }, { $set: { 'failures.$[failure].email': '' } }, { arrayFilters: [{ 'failure.userId': userId }] });
    },
  };
}

export type CustomerErasure = ReturnType<typeof createCustomerErasure>;
