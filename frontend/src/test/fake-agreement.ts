/**
 * For component tests: a stand-in for POST /draftAgreement that answers a short text naming what it was asked
 * (the place, the draft day, how the customer signs), with a fingerprint that changes with it.
 */
import type { AgreementRequest, AgreementText } from '../api';
import { jsonResponse, type RecordedCall } from './fetch-mock';

export function fakeAgreementText(request: AgreementRequest): AgreementText {
  const typed = request.typedSignature?.trim();
  const signing = typed ? `Signed electronically by typing the name "${typed}".` : 'The Lessee signs this Agreement electronically, by drawing their signature.';
  const sections = [
    { heading: '1. Rented property', paragraphs: ['Item 1: Smart LED TV, 55-inch screen. Monthly rent $55.00.'] },
    { heading: '2. Delivery', paragraphs: [`The property will be delivered to ${request.locationName} at ${request.deliveryTime}.`] },
    { heading: '10. Electronic signature', paragraphs: [signing, `Drafted on the day ${request.draftDay}.`] },
  ];
  const seed = JSON.stringify(sections);
  let sum = 0;
  for (const char of seed) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return { agreementVersion: '1.0', title: 'Rental Agreement', sections, hash: sum.toString(16).padStart(8, '0').repeat(8) };
}

/**
 * The card-first answers of a sandbox billing (issue 21, item 1) and the agreement's text, for pages tests that walk
 * up to the Rental Agreement: a SetupIntent made, and confirmed with the card sent. Undefined for any other path.
 */
export function checkoutAnswer(call: RecordedCall): Response | undefined {
  switch (call.path) {
    case '/createSetupIntent':
      return jsonResponse(201, { setupIntentId: 'seti_sandbox_1', clientSecret: 'seti_sandbox_1_secret_s' });
    case '/confirmSandboxSetupIntent':
      return jsonResponse(200, { setupIntent: { id: 'seti_sandbox_1', status: 'succeeded', payment_method: (call.body as { paymentMethodId: string }).paymentMethodId } });
    case '/draftAgreement':
      return jsonResponse(200, fakeAgreementText(call.body as AgreementRequest));
    default:
      return undefined;
  }
}
