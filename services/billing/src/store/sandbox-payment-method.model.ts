import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';
import { cardSummaryFields } from './card-fields';

/**
 * A payment method the sandbox made from a test card typed into the sandbox card form. It keeps what Stripe shows of
 * a card, and the test card's name for how it behaves: never the number, never the security code.
 */
const sandboxPaymentMethodSchema = new Schema(
  {
    /** `pm_sandbox_<random>`. */
    _id: { type: String },
    /** Who made it: like Stripe's payment methods, one is usable only by its own account. */
    userId: { type: String, required: true },
    testCard: { type: String, required: true },
    ...cardSummaryFields,
    postalCode: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'sandbox_payment_methods', versionKey: false },
);

export type SandboxPaymentMethodDocument = InferSchemaType<typeof sandboxPaymentMethodSchema> & { _id: string };

export function sandboxPaymentMethodModel(connection: Connection): Model<SandboxPaymentMethodDocument> {
  return connection.model<SandboxPaymentMethodDocument>('SandboxPaymentMethod', sandboxPaymentMethodSchema);
}
