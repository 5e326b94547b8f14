/**
 * The rental agreement as the server composes it (POST /draftAgreement, issue 21 item 7): the SPA keeps no copy of
 * its words or figures. The dialog shows exactly these sections, the PDF prints exactly them with their fingerprint,
 * and the signed agreement sent to billing carries the same fingerprint.
 */
import type { DeliveryChoice } from '../api';
import { BRAND_NAME } from '../lib/brand';

export const AGREEMENT_VERSION = '1.0' as const;
export const LESSOR_NAME = BRAND_NAME;

export { agreementDocumentOf, fingerprintLine, type AgreementDocument, type AgreementSection } from '../lib/agreement-pdf';

export interface AgreementTerms {
  customerName: string;
  choice: DeliveryChoice;
  draftDay: number;
  /** The name typed to sign, or null for a drawn signature. */
  typedSignature: string | null;
}

/** What POST /draftAgreement is asked: the delivery choice as POST /createOrder takes it, and who signs how. */
export function agreementRequestOf({ customerName, choice, draftDay, typedSignature }: AgreementTerms) {
  const typed = typedSignature?.trim();
  return { ...choice, draftDay, customerName: customerName.trim(), ...(typed ? { typedSignature: typed } : {}) };
}
