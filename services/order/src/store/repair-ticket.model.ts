import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

/** A repair ticket (issue 23, item 2): its visit at scheduling is booked under the ticket's id. */
const repairTicketSchema = new Schema(
  {
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    /** The order item's product id, and its name and category as ordered. */
    itemId: { type: String, required: true },
    itemName: { type: String, required: true },
    category: { type: String, default: '' },
    issue: { type: String, required: true },
    visitDate: { type: String, required: true },
    visitTime: { type: String, required: true },
    status: { type: String, enum: ['requested', 'booked', 'visited', 'fixed', 'replaced', 'cancelled'], required: true },
    /** True while requested, booked or visited. */
    open: { type: Boolean, required: true },
    /**
     * '<orderId>:<itemId>' while open, the ticket's own id once closed: unique, so an order item has one open ticket
     * at most (a plain unique index: the servers we run on do not all honour partial ones).
     */
    openKey: { type: String, required: true },
    requestedAt: { type: Date, required: true },
    /** The admin's note of the last move. */
    note: { type: String, default: '' },
    /** A replaced unit: the serial sent to maintenance (null without serials) and the one now in the home. */
    replacedSerial: { type: String, default: null },
    newSerial: { type: String, default: null },
  },
  { timestamps: true, collection: 'repairtickets' },
);
withOutbox(repairTicketSchema);

// Two requests at once for the same item: the second insert meets this index and is refused.
repairTicketSchema.index({ openKey: 1 }, { unique: true });
repairTicketSchema.index({ orderId: 1, itemId: 1, open: 1 });
repairTicketSchema.index({ userId: 1, createdAt: -1 });
repairTicketSchema.index({ createdAt: -1, _id: -1 });

export type RepairTicketDocument = InferSchemaType<typeof repairTicketSchema> & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date; outbox: EventEnvelope[] };

export function repairTicketModel(connection: Connection): Model<RepairTicketDocument> {
  return connection.model<RepairTicketDocument>('RepairTicket', repairTicketSchema);
}
