import type { z } from 'zod';
import type { PauseDetails } from '../app/get-billing-details';
import { pngDataUrl } from '../domain/signature';
import type { AccountRecord, StoredCard } from '../store/account.repository';
import type { AgreementRecord } from '../store/agreement.repository';
import type { InvoiceRecord } from '../store/invoice.repository';
import type { billingContract, paymentMethodView } from './contract';

type View<K extends keyof typeof billingContract> = z.input<NonNullable<(typeof billingContract)[K]['response']>>;
type BillingView = View<'getBillingDetails'>['billing'];

/** A card as the account page reads it (spec 3, the dashboard's paymentMethod). */
export function presentPaymentMethod(card: StoredCard, postalCode: string | null): z.input<typeof paymentMethodView> {
  return {
    id: card.id,
    card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
    billing_details: { address: { postal_code: postalCode } },
  };
}

export function presentAgreement(agreement: AgreementRecord): NonNullable<BillingView['agreement']> {
  return {
    id: agreement.id,
    agreementVersion: agreement.agreementVersion,
    customerName: agreement.customerName,
    customerSignature: pngDataUrl(agreement.customerSignature),
    lessorSignature: pngDataUrl(agreement.lessorSignature),
    signedDate: agreement.signedDate,
    signatureTimestamp: agreement.signatureTimestamp.toISOString(),
    signedAt: agreement.storedAt.toISOString(),
    signerIp: agreement.signerIp,
  };
}

export function presentInvoice(invoice: InvoiceRecord): BillingView['invoices'][number] {
  return {
    id: invoice.invoiceId,
    orderId: invoice.orderId,
    subscriptionId: invoice.subscriptionId,
    amount: invoice.amountCents / 100,
    currency: invoice.currency,
    status: invoice.status,
    date: invoice.issuedAt.toISOString(),
    kind: invoice.kind,
    lines: invoice.lines.map((line) => ({ description: line.description, amount: line.amountCents / 100 })),
  };
}

export function presentBilling(account: AccountRecord | null, agreement: AgreementRecord | null, invoices: InvoiceRecord[], pause: PauseDetails): BillingView {
  return {
    paymentMethod: account?.paymentMethod ? presentPaymentMethod(account.paymentMethod, account.postalCode) : null,
    draftDay: account?.draftDay ?? null,
    saveCard: account?.saveCard ?? null,
    billingPaused: account?.paused ?? false,
    agreement: agreement ? presentAgreement(agreement) : null,
    invoices: invoices.map(presentInvoice),
    pause: { ...pause, endsAt: pause.endsAt?.toISOString() ?? null, nextPauseFrom: pause.nextPauseFrom?.toISOString() ?? null },
  };
}
