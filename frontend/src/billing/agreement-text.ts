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
  /** "Save this card for recurring payments": the text says whether each month is drafted or invoiced by e-mail. */
  saveCard: boolean;
  /** The name typed to sign, or null for a drawn signature. */
  typedSignature: string | null;
}

/**
 * What POST /draftAgreement is asked: the delivery choice as POST /createOrder takes it, how the rent is collected
 * (sent as storeBilling will be), and who signs how.
 */
export function agreementRequestOf({ customerName, choice, draftDay, saveCard, typedSignature }: AgreementTerms) {
  const typed = typedSignature?.trim();
  return { ...choice, draftDay, saveCard, customerName: customerName.trim(), ...(typed ? { typedSignature: typed } : {}) };
}
