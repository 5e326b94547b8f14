import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * What notification knows of a customer, kept from identity's events (user.registered / updated / deleted): where
 * their e-mail goes and how to greet them. A deleted customer stays as a tombstone without personal data, so a
 * late user.updated cannot bring them back.
 */
const customerSchema = new Schema(
  {
    /** identity's user id. */
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, default: null },
    /** The mobile number as the customer typed it (texts: Send Bulk SMS); '' when none was given. */
    mobile: { type: String, default: '' },
    /**
     * The address identity says its owner proved (user.verified, or an account registered verified). The customer
     * counts as verified only while it is the address held in `email`: a changed address is unproved until it is
     * verified in turn, so an account cannot be pointed at a stranger's inbox after its own was proved. null for
     * a customer never verified, including those kept before verification existed (identity reads them as
     * unverified too).
     */
    verifiedEmail: { type: String, default: null },
    /** When that address was proved (the user.verified event's time): an older verification arriving late is not applied. */
    verifiedAt: { type: Date, default: null },
    /** When the facts held here happened (the event's time): an older event arriving late is not applied. */
    factsAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'customers' },
);

export type CustomerDocument = InferSchemaType<typeof customerSchema>;

export function customerModel(connection: Connection): Model<CustomerDocument> {
  return connection.model<CustomerDocument>('Customer', customerSchema);
}
