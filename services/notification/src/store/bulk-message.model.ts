import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';
import { BULK_CHANNELS, BULK_MESSAGE_STATUSES } from '../domain/bulk-message';

/**
 * An admin's bulk message (spec 2.18): stored before anything is sent, so a scheduled one survives a restart and a
 * send cut short by a crash goes on where it stopped. `pending` holds the customers still to be mailed: each is
 * pulled from it by the write that counts their e-mail, so no customer is mailed twice by the sender that holds the
 * lease, and a second sender (after a lease ran out) sends the same Message-ID.
 */
const bulkMessageSchema = new Schema(
  {
    subject: { type: String, required: true },
    message: { type: String, required: true },
    /** How it goes: e-mail (Send Bulk Message), or a text to each customer's mobile (Send Bulk SMS). */
    channel: { type: String, enum: BULK_CHANNELS, default: 'email' },
    /** all: every customer known when it goes out; selected: `pending` as the admin chose them. */
    audience: { type: String, enum: ['all', 'selected'], required: true },
    pending: { type: [String], default: [] },
    /** Whether `pending` holds the audience: at once for a selection, when it goes out for 'all'. */
    audienceFixed: { type: Boolean, required: true },
    recipients: { type: Number, default: 0 },
    sent: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    /** Customers not mailed because their address is not proved yet (waiting for verification): left out, not held. */
    unverified: { type: Number, default: 0 },
    /** Texts only: customers left out because they gave no mobile number a text can go to. */
    noMobile: { type: Number, default: 0 },
    /** Texts only: of `sent`, those kept in this service because no SMS provider is configured. */
    kept: { type: Number, default: 0 },
    /** Customers whose e-mail failed for good, each listed in `failures` with the reason. */
    failed: { type: Number, default: 0 },
    failures: {
      type: [new Schema({ userId: String, email: String, reason: String, at: Date }, { _id: false })],
      default: [],
    },
    /** One entry per failed attempt that was not a refusal (a customer's id, as often as it failed): bounds the tries. */
    retries: { type: [String], default: [] },
    status: { type: String, enum: BULK_MESSAGE_STATUSES, required: true },
    sendAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    /** The admin who wrote it. */
    createdBy: { type: String, required: true },
    /** Which sender holds it (one at a time across instances), and until when. */
    leaseBy: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
  },
  { timestamps: true, collection: 'bulk_messages' },
);

// The sweeper's question: what is due and not sent yet.
bulkMessageSchema.index({ status: 1, sendAt: 1 });
bulkMessageSchema.index({ sendAt: -1 });

export type BulkMessageDocument = InferSchemaType<typeof bulkMessageSchema> & { _id: Types.ObjectId; createdAt: Date };

export function bulkMessageModel(connection: Connection): Model<BulkMessageDocument> {
  return connection.model<BulkMessageDocument>('BulkMessage', bulkMessageSchema);
}
