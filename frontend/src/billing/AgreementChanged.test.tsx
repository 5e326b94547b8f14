import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryChoice } from '../api';
import { checkoutAnswer } from '../test/fake-agreement';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/**
 * The order must be the one the customer signed for (issue 21, item 7): createOrder carries the signed agreement's
 * hash; when the order no longer prices as that text did (409 'agreement-changed'), or the text is no longer on file
 * (422 'agreement-not-on-file'), the dialog stays open with the message, the text is fetched again, and consent is
 * asked again (the signature stays).
 */

// jsdom draws nothing: signature_pad is replaced by a pad that records a stroke each time the pen lifts.
vi.mock('signature_pad', async () => ({ default: (await import('../test/fake-signature-pad')).FakeSignaturePad }));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const SIGNATURE_PNG = 'data:image/png;base64,U0lHTkFUVVJF';
const choice: DeliveryChoice = {
  location: { lat: 39.7684, lng: -86.1581 },
  deliveryDate: '2030-06-14',
  deliveryTime: '4:00 PM',
  totalCost: 95,
  locationName: 'Indianapolis, Indiana, United States',
};
const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const CHANGED = 'Your order changed after the agreement was written. Please read and sign the agreement again.';
const NOT_ON_FILE = 'The agreement you signed is no longer on file. Please open the agreement again.';

/** The n-th text the server composes: the cart changes between the first and the second. */
const textNumber = (n: number) => ({
  agreementVersion: '1.0',
  title: 'Rental Agreement',
  sections: [{ heading: '1. Rented property', paragraphs: [n === 1 ? 'Item 1: Refrigerator.' : 'Item 1: Refrigerator. Item 2: Chest Freezer.'] }],
  hash: String(n).repeat(64),
});

/** A sandbox backend whose first createOrder refuses the agreement with `refusal`, and places the next. */
function serve(refusal: Response) {
  let drafts = 0;
  let orders = 0;
  return mockFetch((call: RecordedCall) => {
    switch (call.path) {
      case '/getBillingDetails':
        return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: { paymentMethod: null, draftDay: null, saveCard: null, billingPaused: false, agreement: null, invoices: [] } });
      case '/getUser':
        return jsonResponse(200, { user: { _id: 'u1', name: 'Jane Customer', email: 'jane@example.com', mobile: '5550100' } });
      case '/getCartItems':
        return jsonResponse(200, { cartItems: { items: [], tvSize: null, monthlyTotalCents: 9500, deliveryFeeCents: 0, totalTodayCents: 9500 } });
      case '/draftAgreement':
        return jsonResponse(200, textNumber(++drafts));
      case '/createSandboxPaymentMethod':
        return jsonResponse(201, { paymentMethod: { id: 'pm_sandbox_4242', card } });
      case '/storeBilling':
        return jsonResponse(201, { message: 'Billing details stored', paymentMethod: { id: 'pm_sandbox_4242', card, billing_details: { address: { postal_code: '46204' } } } });
      case '/createOrder':
        return ++orders === 1 ? refusal : jsonResponse(201, { message: 'Order created', order: { _id: 'order-1', status: 'pending', items: [] } });
      default:
        return checkoutAnswer(call) ?? jsonResponse(404, { error: 'Not found' });
    }
  });
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);
const agreementDialog = () => screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 });

async function openAgreement() {
  window.localStorage.setItem('token', 'customer-token');
  const { user } = renderApp(`/billing?data=${encodeURIComponent(JSON.stringify(choice))}`);
  await screen.findByRole('heading', { level: 1, name: 'Enter Billing Details' }, { timeout: 5000 });
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Zip code'), '46204');
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
  return { user, dialog: await agreementDialog() };
}

describe('an order that no longer matches the agreement signed (issue 21, item 7)', () => {
  it.each([
    ['the cart changed (409 agreement-changed)', jsonResponse(409, { error: CHANGED, code: 'agreement-changed' }), CHANGED],
    ['the text is no longer on file (422 agreement-not-on-file)', jsonResponse(422, { error: NOT_ON_FILE, code: 'agreement-not-on-file' }), NOT_ON_FILE],
  ])('when %s, then the dialog stays open with the message, the text is fetched again and consent is asked again; Submit then places the order with the new hash', async (_, refusal, message) => {
    const { calls } = serve(refusal);
    const { user, dialog } = await openAgreement();
    await waitFor(() => expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Jane Customer'));
    fireEvent.pointerDown(within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' }));
    fireEvent.pointerUp(within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' }));
    const consent = within(dialog).getByRole('checkbox', { name: /I have read and agree/ });
    await user.click(consent);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    // The order went out with the hash of the text signed, and was refused: nothing to change on the page.
    await waitFor(() => expect(callsTo(calls, '/createOrder')).toHaveLength(1));
    expect(callsTo(calls, '/createOrder')[0]?.body).toMatchObject({ deliveryTime: '4:00 PM', agreementHash: '1'.repeat(64) });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('dialog', { name: 'Rental Agreement' })).toBe(dialog);
    await waitFor(() => expect(callsTo(calls, '/draftAgreement')).toHaveLength(2));
    expect(consent).not.toBeChecked();
    expect(within(dialog).getByText('Signed by')).toBeInTheDocument(); // the signature stays
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'View Agreement' }));
    expect(await within(dialog).findByText(/Item 2: Chest Freezer\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Signature' }));

    await user.click(consent);
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirmation$/));
    const [, second] = callsTo(calls, '/createOrder');
    expect(second?.body).toMatchObject({ agreementHash: '2'.repeat(64) });
    expect(callsTo(calls, '/storeBilling')[1]?.body).toMatchObject({ agreement: { agreementHash: '2'.repeat(64), customerSignature: SIGNATURE_PNG } });
  });
});
