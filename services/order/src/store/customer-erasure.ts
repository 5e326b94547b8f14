import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import { Schema, type Model } from 'mongoose';
import type { AgreementDraftDocument } from './agreement-draft.model';
import type { OrderDocument } from './order.model';
import type { RepairTicketDocument } from './repair-ticket.model';

/**
 * The ids of deleted customers (user.deleted), and nothing else about them: order refuses to start anything for one,
 * even a request that slipped past the gateway in the moment of the deletion.
 */
const deletedCustomerSchema = new Schema(
  {
    /** identity's user id. */
    _id: { type: String, required: true },
    deletedAt: { type: Date, required: true },
  },
  { collection: 'deleted_customers', versionKey: false },
);

/** Where an order's delivery was, once its customer is deleted: nowhere anyone can be found. */
const NO_PLACE = { lat: 0, lng: 0 };

/**
 * What a deleted customer leaves in order: their orders keep their amounts, items, dates and status for the books;
 * the delivery address, the place and the agreement texts (which hold the name, the address and a typed signature)
 * go, and so do the customer's words on their repair tickets (the tickets, their items and visits stay). Every step is a plain overwrite or removal, so an event delivered twice changes nothing the second time.
 */
export function createCustomerErasure(connection: Connection, models: { orders: Model<OrderDocument>; drafts: Model<AgreementDraftDocument>; tickets: Model<RepairTicketDocument> }) {
  const DeletedCustomer = connection.model('DeletedCustomer', deletedCustomerSchema);
  const { orders: Order, drafts: Draft, tickets: Ticket } = models;

  return {
    model: DeletedCustomer,

    /** Remembers the deletion (the first time it is told). Written before the erasure: see `isDeleted`. */
    async markDeleted(userId: string, at: Date): Promise<void> {
      try {
        await DeletedCustomer.updateOne({ _id: userId }, { $setOnInsert: { deletedAt: at } }, { upsert: true });
      } catch (error) {
        // The same deletion delivered twice at once: the other delivery wrote it.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /**
     * Whether the customer was deleted. A request asks before it writes and again after: its write either comes
     * before the erasure (which then clears it) or after the mark (which the second question sees).
     */
    async isDeleted(userId: string): Promise<boolean> {
      return (await DeletedCustomer.exists({ _id: userId })) !== null;
    },

    /** Clears the personal parts of every order and agreement text of the customer. */
    async eraseOrdersOf(userId: string): Promise<void> {
      await Order.updateMany({ user: userId }, { $set: { deliveryAddress: null, locationName: '', location: NO_PLACE, stairs: null } });
      // An unsigned text never became an agreement: it goes. A signed one keeps its fingerprint and date, not its words.
      await Draft.deleteMany({ userId, signedAt: null });
      await Draft.updateMany({ userId, signedAt: trusted({ $ne: null }) }, { $set: { sections: [] } });
      await Ticket.updateMany({ userId }, { $set: { issue: '', note: '' } });
    },
  };
}

export type CustomerErasure = ReturnType<typeof createCustomerErasure>;
