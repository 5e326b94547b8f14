import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/** A charge the sandbox made for an invoice paid now (domain/sandbox-charges.ts), keyed by its idempotency key. */
const sandboxChargeSchema = new Schema(
  {
    /** The idempotency key: one charge per key. */
    _id: { type: String },
    invoiceId: { type: String, required: true },
    userId: { type: String, required: true },
    paymentMethodId: { type: String, required: true },
    amountCents: { type: Number, required: true },
    outcome: { type: String, required: true, enum: ['succeeded', 'declined'] },
    decline: { type: new Schema({ code: String, declineCode: String, message: String }, { _id: false }), default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'sandbox_charges', versionKey: false },
);
sandboxChargeSchema.index({ invoiceId: 1, outcome: 1 });

export type SandboxChargeDocument = InferSchemaType<typeof sandboxChargeSchema> & { _id: string };

export function sandboxChargeModel(connection: Connection): Model<SandboxChargeDocument> {
  return connection.model<SandboxChargeDocument>('SandboxCharge', sandboxChargeSchema);
}
