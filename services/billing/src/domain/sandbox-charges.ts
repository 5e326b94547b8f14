/**
 * The sandbox's charges of invoices paid now (POST /payNow), kept as Stripe keeps an idempotent request's answer: a
 * call sent again with the same idempotency key gets the first answer back and charges nothing more, and an invoice
 * is paid at most once whatever the key. Pure data: no I/O.
 */

import type { Decline } from './test-cards';

export interface SandboxChargeRecord {
  /** The caller's idempotency key: one charge per key. */
  idempotencyKey: string;
  invoiceId: string;
  userId: string;
  paymentMethodId: string;
  amountCents: number;
  /** What the card did: succeeded, or its documented decline. */
  outcome: 'succeeded' | 'declined';
  decline: Decline | null;
  createdAt: Date;
}

/** Where the sandbox keeps them (billing's `sandbox_charges`, store/). */
export interface SandboxCharges {
  findByKey(idempotencyKey: string): Promise<SandboxChargeRecord | null>;
  /** The charge that paid the invoice, if one did. */
  succeededFor(invoiceId: string): Promise<SandboxChargeRecord | null>;
  /** Keeps a charge once per key: of two at once with one key, the first is kept and returned to both. */
  record(charge: SandboxChargeRecord): Promise<SandboxChargeRecord>;
}
