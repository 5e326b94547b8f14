import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryChoice } from '../api';
import { deferred, jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { expectFieldProblem } from '../test/field-problems';
import { renderApp } from '../test/render-app';
import { downloadAgreementPdf } from '../lib/agreement-pdf';
import { checkoutAnswer, fakeAgreementText } from '../test/fake-agreement';

const SIGNATURE_PNG = 'data:image/png;base64,U0lHTkFUVVJF';
const LESSOR_PNG = 'data:image/png;base64,TEVTU09S';

// jsdom draws nothing: signature_pad is replaced by a pad that records a stroke each time the pen lifts.
vi.mock('signature_pad', async () => ({ default: (await import('../test/fake-signature-pad')).FakeSignaturePad }));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));
vi.mock('../lib/agreement-pdf', async (original) => ({ ...(await original<object>()), downloadAgreementPdf: vi.fn(async () => undefined) }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const choice: DeliveryChoice = {
  location: { lat: 39.7684, lng: -86.1581 },
  deliveryDate: '2030-06-14',
  deliveryTime: '4:00 PM',
  totalCost: 95,
  locationName: 'Indianapolis, Indiana, United States',
};

const billingPath = (data: unknown = choice) => `/billing?data=${encodeURIComponent(JSON.stringify(data))}`;

type Answer = Response | Promise<Response>;

interface Backend {
  sandboxCard?: (call: RecordedCall) => Answer;
  storeBilling?: (call: RecordedCall) => Answer;
  createOrder?: (call: RecordedCall) => Answer;
  user?: () => Answer;
}

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
const paymentMethod = { id: 'pm_sandbox_1', card };
const stored = () => jsonResponse(201, { message: 'Billing saved', paymentMethod: { ...paymentMethod, billing_details: { address: { postal_code: '46204' } } }, agreement: { id: 'a1', agreementVersion: '1.0', signedAt: '2030-06-10T12:00:00.000Z' } });
const placed = () => jsonResponse(201, { message: 'Order placed', order: { _id: 'order-1', status: 'pending', items: [] } });

function serve(backend: Backend = {}) {
  return mockFetch((call) => {
    switch (call.path) {
      case '/getBillingDetails':
        return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: { paymentMethod: null, draftDay: null, saveCard: null, billingPaused: false, agreement: null, invoices: [] } });
      case '/getUser':
        return backend.user?.() ?? jsonResponse(200, { user: { _id: 'u1', name: 'Jane Customer', email: 'jane@example.com', mobile: '5550100' } });
      case '/createSandboxPaymentMethod':
        return backend.sandboxCard?.(call) ?? jsonResponse(201, { paymentMethod });
      case '/storeBilling':
        return backend.storeBilling?.(call) ?? stored();
      case '/createOrder':
        return backend.createOrder?.(call) ?? placed();
      case '/getCartItems':
        return jsonResponse(200, { cartItems: { items: [], tvSize: null, monthlyTotalCents: 9500, deliveryFeeCents: 0, totalTodayCents: 9500 } });
      case '/getRecentOrder':
        return jsonResponse(200, { data: { _id: 'order-1', items: [{ _id: 'i1', name: 'Refrigerator', monthly_price: 40 }, { _id: 'i2', name: 'Chest Freezer', monthly_price: 55 }], deliveryDate: '2030-06-14' } });
      default:
        // Card first (issue 21, item 1) and the server's agreement text (item 7).
        return checkoutAnswer(call) ?? jsonResponse(404, { error: 'Not found' });
    }
  });
}

async function openBilling(path = billingPath()) {
  window.localStorage.setItem('token', 'customer-token');
  const view = renderApp(path);
  // The page is a lazy chunk: the first test of a run also waits for it to be compiled.
  await screen.findByRole('heading', { level: 1, name: 'Enter Billing Details' }, { timeout: 5000 });
  return view;
}

type User = ReturnType<typeof renderApp>['user'];

async function fillCard(user: User, number = '4242424242424242', expiry = '1230', cvc = '123') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), expiry);
  await user.type(screen.getByLabelText('Security code'), cvc);
}

const completeSetup = () => screen.getByRole('button', { name: 'Complete Setup' });

async function openAgreement(user: User) {
  await fillCard(user);
  await user.type(screen.getByLabelText('Zip code'), '46204');
  await user.click(completeSetup());
  return screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 });
}

function sign(dialog: HTMLElement) {
  const canvas = within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' });
  fireEvent.pointerDown(canvas);
  fireEvent.pointerUp(canvas);
}

async function signAndConsent(user: User, dialog: HTMLElement) {
  sign(dialog);
  await within(dialog).findByText('Signed by');
  await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
}

/** From the filled billing page: the dialog opened, the name loaded, signed, consent ticked, and Submit pressed. */
async function submitSignedAgreement(user: User) {
  const dialog = await openAgreement(user);
  await waitFor(() => expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Jane Customer'));
  await signAndConsent(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);

describe('billing page without a readable delivery choice', () => {
  it.each([
    ['missing', '/billing'],
    ['unreadable', '/billing?data=%7Bnot-json'],
    ['incomplete', billingPath({ ...choice, deliveryTime: undefined })],
  ])('when data is %s, then it says so and offers the way back to /delivery', async (_, path) => {
    const { calls } = serve();
    const { user } = await openBilling(path);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not read your delivery details.');
    expect(screen.queryByRole('button', { name: 'Complete Setup' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to delivery' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/delivery$/);
    expect(callsTo(calls, '/getBillingDetails')).toHaveLength(0);
  });
});

describe('billing page, test mode (spec 2.6)', () => {
  it('when it opens, then it shows the test-mode card form, zip, draft dates, save card on, Complete Setup and the icons', async () => {
    serve();
    await openBilling();
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry date')).toBeInTheDocument();
    expect(screen.getByLabelText('Security code')).toBeInTheDocument();
    const draftDate = screen.getByRole('combobox', { name: 'Payment Draft Date' });
    const options = within(draftDate).getAllByRole('option');
    expect(options).toHaveLength(28);
    expect(options[0]).toHaveTextContent('1st of each month');
    expect(options[27]).toHaveTextContent('28th of each month');
    expect(screen.getByRole('checkbox', { name: 'Save this card for recurring payments' })).toBeChecked();
    expect(completeSetup()).toBeEnabled();
    expect(screen.getByText(/Your card details are secured by our card payment provider/)).toBeInTheDocument();
    const icons = screen.getByRole('list', { name: 'Appliances you can rent' });
    expect(within(icons).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Refrigerator', 'Washer & Dryer', 'Deep Freezer']);
  });

  it('when card details are typed, then the number is spaced, the expiry reads MM / YY and the zip keeps 5 digits', async () => {
    serve();
    const { user } = await openBilling();
    await fillCard(user, '4242424242424242', '1230', '12345');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12 / 30');
    expect(screen.getByLabelText('Security code')).toHaveValue('123');
    await user.type(screen.getByLabelText('Zip code'), '46a20-4999');
    expect(screen.getByLabelText('Zip code')).toHaveValue('46204');
  });

  it("when Complete Setup is pressed without a zip code, then 'Please enter zip code' and no card is sent", async () => {
    const { calls } = serve();
    const { user } = await openBilling();
    await fillCard(user);
    expect(screen.getByLabelText('Zip code')).toHaveAccessibleDescription('5 digits');
    await user.click(completeSetup());
    // The spec's toast, and the field marked with the message under it and the focus on it.
    await expectFieldProblem('Zip code', 'Please enter zip code');
    expect(callsTo(calls, '/createSandboxPaymentMethod')).toHaveLength(0);
    await user.type(screen.getByLabelText('Zip code'), '462');
    await expectFieldProblem('Zip code', 'Please enter a 5-digit zip code', { toast: false });
    await user.type(screen.getByLabelText('Zip code'), '04');
    expect(screen.getByLabelText('Zip code')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the card is incomplete, then the red box says what is missing in Stripe’s words, and nothing is sent', async () => {
    const { calls } = serve();
    const { user } = await openBilling();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242');
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.click(completeSetup());
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Your card number is incomplete.');
    expect(callsTo(calls, '/createSandboxPaymentMethod')).toHaveLength(0);
    // Typing again clears the box.
    await user.type(screen.getByLabelText('Card number'), '4');
    expect(screen.queryByTestId('card-error')).not.toBeInTheDocument();
  });

  it('when the provider refuses the card, then its own words show in the red box and the agreement stays closed', async () => {
    serve({ sandboxCard: () => jsonResponse(402, { type: 'payment_error', error: 'Your card number is invalid.', code: 'invalid_number' }) });
    const { user } = await openBilling();
    await fillCard(user, '4242424242424241');
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.click(completeSetup());
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Your card number is invalid.');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("when the card is being checked, then the button says 'Processing...'; then the card goes to the sandbox as Stripe.js would send it", async () => {
    const answer = deferred<Response>();
    const { calls } = serve({ sandboxCard: () => answer.promise });
    const { user } = await openBilling();
    await fillCard(user);
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.click(completeSetup());
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    answer.resolve(jsonResponse(201, { paymentMethod }));
    expect(await screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 })).toBeInTheDocument();
    expect(callsTo(calls, '/createSandboxPaymentMethod')[0]?.body).toEqual({
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
      billing_details: { address: { postal_code: '46204' } },
    });
  });
});

describe('the Rental Agreement dialog (spec 2.6 and 4)', () => {
  it('when it opens, then the name is read-only and Submit waits for a signature, consent and the name', async () => {
    serve();
    const { user } = await openBilling();
    const dialog = await openAgreement(user);
    expect(within(dialog).getByRole('button', { name: 'View Agreement' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download Agreement' })).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Customer name');
    await waitFor(() => expect(name).toHaveValue('Jane Customer'));
    expect(name).toHaveAttribute('readonly');
    expect(within(dialog).getByText('Click and drag to sign')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Type your name to sign' })).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    expect(submit).toBeDisabled(); // consent alone is not enough

    sign(dialog);
    expect((await within(dialog).findByText('Signed by')).closest('p')).toHaveTextContent('Signed by Jane Customer');
    expect(submit).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Clear signature' }));
    expect(within(dialog).queryByText('Signed by')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('when the customer’s name cannot be loaded, then Submit stays disabled even when signed and consented', async () => {
    serve({ user: () => jsonResponse(503, { error: 'Identity is down' }) });
    const { user } = await openBilling();
    const dialog = await openAgreement(user);
    await signAndConsent(user, dialog);
    expect(await within(dialog).findByText('Your name could not be loaded. Please reload the page to sign.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it("when the full agreement is opened, then it has the real terms, asks to scroll, and says 'Agreement reviewed' within 5 px of the end", async () => {
    serve();
    const { user } = await openBilling();
    const dialog = await openAgreement(user);
    const text = dialog.querySelector<HTMLElement>('[aria-label="Agreement text"]');
    if (!text) throw new Error('the agreement text is in the dialog');
    Object.defineProperty(text, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(text, 'clientHeight', { value: 300, configurable: true });

    await user.click(within(dialog).getByRole('button', { name: 'View Agreement' }));
    const region = within(dialog).getByRole('region', { name: 'Agreement text' });
    expect(within(dialog).getByText('Please scroll down to read the complete agreement')).toBeInTheDocument();
    expect(within(dialog).getByText('Scroll to bottom to continue')).toBeInTheDocument();
    // The server's text, as it answered it for this order (the terms themselves are the order service's tests).
    const server = fakeAgreementText({ ...choice, draftDay: 1, customerName: 'Jane Customer' });
    await waitFor(() => expect(region).toHaveTextContent('Item 1: Smart LED TV, 55-inch screen. Monthly rent $55.00.'));
    expect(region).toHaveTextContent('The property will be delivered to Indianapolis, Indiana, United States at 4:00 PM.');
    expect(region).toHaveTextContent(`Agreement fingerprint (SHA-256): ${server.hash}`);

    text.scrollTop = 690; // 10 px from the end: not yet
    fireEvent.scroll(text);
    expect(within(dialog).queryByText('Agreement reviewed')).not.toBeInTheDocument();
    text.scrollTop = 696; // 4 px from the end
    fireEvent.scroll(text);
    expect(within(dialog).getByText('Agreement reviewed')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please scroll down to read the complete agreement')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to Signature' }));
    expect(within(dialog).getByRole('button', { name: 'View Agreement' })).toHaveFocus();
  });

  it('when Download Agreement is pressed, then the PDF is made with the text, the name and both signatures', async () => {
    serve();
    const { user } = await openBilling();
    const dialog = await openAgreement(user);
    await waitFor(() => expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Jane Customer'));
    sign(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Download Agreement' }));
    await waitFor(() => expect(downloadAgreementPdf).toHaveBeenCalledTimes(1));
    const copy = vi.mocked(downloadAgreementPdf).mock.calls[0]?.[0];
    expect(copy).toMatchObject({ customerName: 'Jane Customer', customerSignature: SIGNATURE_PNG, lessorName: 'Rent-to-Own Appliance', lessorSignature: LESSOR_PNG });
    expect(copy?.agreement.sections.map((section) => section.heading)).toContain('1. Rented property');
    expect(copy?.agreement.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('submitting the agreement (spec 3, 4 and 8)', () => {
  it('when Submit is pressed, then storeBilling and createOrder go out together, and success thanks the customer and opens /confirmation', async () => {
    const billingAnswer = deferred<Response>();
    const { calls } = serve({ storeBilling: () => billingAnswer.promise });
    const { user } = await openBilling();
    await fillCard(user);
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Draft Date' }), '15th of each month');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for recurring payments' }));
    await user.click(completeSetup());
    const dialog = await screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Jane Customer'));
    await signAndConsent(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    // Both calls are out while billing has not answered yet.
    expect(await within(dialog).findByRole('button', { name: '...Processing' })).toBeDisabled();
    await waitFor(() => expect(callsTo(calls, '/createOrder')).toHaveLength(1));
    expect(callsTo(calls, '/storeBilling')).toHaveLength(1);

    const billing = callsTo(calls, '/storeBilling')[0];
    expect(billing?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(billing?.body).toEqual({
      paymentMethodId: 'pm_sandbox_1',
      zipCode: '46204',
      draftDay: 15,
      saveCard: false,
      agreement: {
        customerName: 'Jane Customer',
        customerSignature: SIGNATURE_PNG,
        lessorSignature: LESSOR_PNG,
        signedDate: new Date().toLocaleDateString('en-US'),
        agreementVersion: '1.0',
        signatureTimestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        // The fingerprint of the server's text the dialog showed (issue 21, item 7).
        agreementHash: fakeAgreementText({ ...choice, draftDay: 15, customerName: 'Jane Customer' }).hash,
      },
    });
    const order = callsTo(calls, '/createOrder')[0];
    // The order names the agreement signed: it is placed only if it prices as that text did.
    expect(order?.body).toEqual({ ...choice, agreementHash: fakeAgreementText({ ...choice, draftDay: 15, customerName: 'Jane Customer' }).hash });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    billingAnswer.resolve(stored());
    expect(await screen.findByText('We are working on your order. Thank you for trusting Rent-to-Own Appliance Deals!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirmation$/));
    expect(screen.queryByRole('dialog', { name: 'Rental Agreement' })).not.toBeInTheDocument();
  });

  it('when the card is declined at submit, then the provider’s words show in a toast and the red box, and the card can be changed', async () => {
    serve({ storeBilling: () => jsonResponse(402, { type: 'payment_error', error: 'Your card was declined.', code: 'card_declined' }) });
    const { user } = await openBilling();
    await submitSignedAgreement(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rental Agreement' })).not.toBeInTheDocument());
    expect(screen.getByTestId('card-error')).toHaveTextContent('Your card was declined.');
    expect(await screen.findAllByText('Your card was declined.')).toHaveLength(2); // the toast and the box
    expect(completeSetup()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/billing\?/);
  });

  it('when another customer took the slot, then it says so with a link back to /delivery', async () => {
    serve({ createOrder: () => jsonResponse(409, { error: 'This time slot is already booked' }) });
    const { user } = await openBilling();
    await submitSignedAgreement(user);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rental Agreement' })).not.toBeInTheDocument());
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Please choose another delivery time.'));
    expect(alert).toHaveTextContent('This time slot is already booked. Please choose another delivery time.');
    await user.click(screen.getByRole('link', { name: 'Choose another time' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/delivery$/);
  });

  it('when the network fails, then spec 8’s message shows, the dialog stays signed, and a retry reuses the same Idempotency-Key', async () => {
    let orderAttempts = 0;
    const { calls } = serve({
      createOrder: () => {
        orderAttempts += 1;
        return orderAttempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : placed();
      },
    });
    const { user } = await openBilling();
    const dialog = await submitSignedAgreement(user);
    // In a toast, and in the dialog itself (screen readers hear nothing outside an open dialog).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network error. Please check your internet connection and try again.');
    expect(screen.getAllByText('Network error. Please check your internet connection and try again.')).toHaveLength(2);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled(); // the working flag is reset

    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirmation$/));
    const keys = callsTo(calls, '/createOrder').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("when billing answers with validation details only, then 'Validation error: {details}'; with nothing readable, the unexpected-error message", async () => {
    let attempt = 0;
    serve({
      storeBilling: () => {
        attempt += 1;
        return attempt === 1 ? jsonResponse(400, { details: 'draftDay must be 1 to 28' }) : jsonResponse(500, '<html>oops</html>');
      },
    });
    const { user } = await openBilling();
    const dialog = await submitSignedAgreement(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Validation error: draftDay must be 1 to 28');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.'));
  });
});
