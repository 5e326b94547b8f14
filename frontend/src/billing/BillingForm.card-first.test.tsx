import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryChoice } from '../api';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/**
 * Card first (issue 21, item 1), in test mode: Complete Setup checks the card with the provider (a SetupIntent) before
 * the Rental Agreement opens; a decline shows under the card field; a failure after signing keeps the signature and
 * the consent for the next card.
 */

const SIGNATURE_PNG = 'data:image/png;base64,U0lHTkFUVVJF';

// jsdom draws nothing: signature_pad is replaced by a pad that records a stroke each time the pen lifts.
vi.mock('signature_pad', async () => ({ default: (await import('../test/fake-signature-pad')).FakeSignaturePad }));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));

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

const card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
/** The test cards this file types, and the sandbox's answer to a SetupIntent confirmed with each. */
const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';
const methodOf = (number: string) => `pm_sandbox_${number.slice(-4)}`;
const declined = () => jsonResponse(402, { type: 'payment_error', error: 'Your card was declined.', code: 'generic_decline' });

interface Backend {
  storeBilling?: (call: RecordedCall) => Response | Promise<Response>;
}

function serve(backend: Backend = {}) {
  let intents = 0;
  return mockFetch((call) => {
    const body = call.body as Record<string, unknown> | undefined;
    switch (call.path) {
      case '/getBillingDetails':
        return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: { paymentMethod: null, draftDay: null, saveCard: null, billingPaused: false, agreement: null, invoices: [] } });
      case '/getUser':
        return jsonResponse(200, { user: { _id: 'u1', name: 'Jane Customer', email: 'jane@example.com', mobile: '5550100' } });
      case '/getCartItems':
        return jsonResponse(200, { cartItems: { items: [], tvSize: null, monthlyTotalCents: 9500, deliveryFeeCents: 0, totalTodayCents: 9500 } });
      case '/draftAgreement':
        return jsonResponse(200, { title: 'Rental Agreement', agreementVersion: '1.0', sections: [{ heading: 'Terms', paragraphs: ['Month to month.'] }], hash: 'a'.repeat(64) });
      case '/createSandboxPaymentMethod': {
        const number = (body?.['card'] as { number: string }).number;
        return jsonResponse(201, { paymentMethod: { id: methodOf(number), card } });
      }
      case '/createSetupIntent':
        intents += 1;
        return jsonResponse(201, { setupIntentId: `seti_sandbox_${intents}`, clientSecret: `seti_sandbox_${intents}_secret_s` });
      case '/confirmSandboxSetupIntent': {
        const paymentMethodId = body?.['paymentMethodId'] as string;
        if (paymentMethodId === methodOf(DECLINED)) return declined();
        const id = String(body?.['clientSecret']).split('_secret_')[0];
        return jsonResponse(200, { setupIntent: { id, status: 'succeeded', payment_method: paymentMethodId } });
      }
      case '/storeBilling':
        return (
          backend.storeBilling?.(call) ??
          jsonResponse(201, {
            message: 'Billing details stored',
            paymentMethod: { id: body?.['paymentMethodId'], card, billing_details: { address: { postal_code: '46204' } } },
            agreement: { id: 'a1', agreementVersion: '1.0', signedAt: '2030-06-10T12:00:00.000Z' },
          })
        );
      case '/createOrder':
        return jsonResponse(201, { message: 'Order placed', order: { _id: 'order-1', status: 'pending', items: [] } });
      default:
        return jsonResponse(404, { error: 'Not found' });
    }
  });
}

const callsTo = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path);

async function openBilling() {
  window.localStorage.setItem('token', 'customer-token');
  const view = renderApp(`/billing?data=${encodeURIComponent(JSON.stringify(choice))}`);
  await screen.findByRole('heading', { level: 1, name: 'Enter Billing Details' }, { timeout: 5000 });
  return view;
}

type User = ReturnType<typeof renderApp>['user'];

async function typeCard(user: User, number: string) {
  const field = await screen.findByLabelText('Card number');
  await user.clear(field);
  await user.type(field, number);
  const expiry = screen.getByLabelText('Expiry date');
  await user.clear(expiry);
  await user.type(expiry, '1230');
  const cvc = screen.getByLabelText('Security code');
  await user.clear(cvc);
  await user.type(cvc, '123');
}

const completeSetup = () => screen.getByRole('button', { name: 'Complete Setup' });
const agreementDialog = () => screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 });

async function signAndSubmit(user: User, dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Jane Customer'));
  fireEvent.pointerDown(within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' }));
  fireEvent.pointerUp(within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' }));
  await within(dialog).findByText('Signed by');
  await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.click(submit);
}

describe('card first: the card is checked before the agreement (issue 21, item 1)', () => {
  it('when the card is declined at Complete Setup, then the decline shows under the card field and the agreement stays closed; a good card then opens it', async () => {
    const { calls } = serve();
    const { user } = await openBilling();
    await typeCard(user, DECLINED);
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.click(completeSetup());

    await waitFor(() => expect(screen.getByTestId('card-error')).toHaveTextContent('Your card was declined.'));
    expect(screen.queryByRole('dialog', { name: 'Rental Agreement' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/confirmSandboxSetupIntent')[0]?.body).toEqual({ clientSecret: 'seti_sandbox_1_secret_s', paymentMethodId: methodOf(DECLINED) });
    expect(callsTo(calls, '/storeBilling')).toHaveLength(0);
    expect(callsTo(calls, '/createOrder')).toHaveLength(0);

    // Another card: the same SetupIntent is confirmed again (as Stripe advises after a decline), and the agreement opens.
    await typeCard(user, GOOD);
    expect(screen.queryByText('Your card was declined.')).not.toBeInTheDocument(); // typing clears it
    await user.click(completeSetup());
    const dialog = await agreementDialog();
    expect(callsTo(calls, '/createSetupIntent')).toHaveLength(1);
    expect(callsTo(calls, '/confirmSandboxSetupIntent')[1]?.body).toEqual({ clientSecret: 'seti_sandbox_1_secret_s', paymentMethodId: methodOf(GOOD) });

    await signAndSubmit(user, dialog);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirmation$/));
    expect(callsTo(calls, '/storeBilling')[0]?.body).toMatchObject({ paymentMethodId: methodOf(GOOD) });
  });

  it('when the card fails after signing, then the signature and consent are kept: a new card that passes reopens the agreement signed, and Submit sends it as a new attempt', async () => {
    let billingAttempts = 0;
    const { calls } = serve({
      storeBilling: () => {
        billingAttempts += 1;
        return billingAttempts === 1 ? declined() : (undefined as never);
      },
    });
    const { user } = await openBilling();
    await typeCard(user, GOOD);
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.click(completeSetup());
    await signAndSubmit(user, await agreementDialog());

    // Refused after signing: back on the form, the words under the card field, focus on Complete Setup.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rental Agreement' })).not.toBeInTheDocument());
    expect(screen.getByTestId('card-error')).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(completeSetup()).toHaveFocus());

    await typeCard(user, '5555555555554444');
    await user.click(completeSetup());
    const reopened = await agreementDialog();
    expect(within(reopened).getByText('Your signature is kept from before: you do not need to sign again.')).toBeInTheDocument();
    expect(within(reopened).getByRole('img', { name: 'Your signature, as you signed before' })).toHaveAttribute('src', SIGNATURE_PNG);
    expect(within(reopened).getByText('Signed by')).toBeInTheDocument();
    expect(within(reopened).getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    const submit = within(reopened).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirmation$/));
    const [first, second] = callsTo(calls, '/storeBilling');
    expect(second?.body).toMatchObject({ paymentMethodId: methodOf('5555555555554444'), agreement: { customerSignature: SIGNATURE_PNG } });
    expect(first?.body).toMatchObject({ paymentMethodId: methodOf(GOOD) });
    // The refused attempt's order is cancelled by the decline: the next Submit is a new attempt, whose order goes out
    // once the new card is stored (so the old refusal is never read as its own).
    const [orderOne, orderTwo] = callsTo(calls, '/createOrder');
    expect(orderTwo?.headers.get('Idempotency-Key')).not.toBe(orderOne?.headers.get('Idempotency-Key'));
    expect(calls.indexOf(second!)).toBeLessThan(calls.indexOf(orderTwo!));
    // Each card passed its own SetupIntent.
    expect(callsTo(calls, '/createSetupIntent')).toHaveLength(2);
  });

  it('when the dialog is closed after signing, then opening it again keeps the signature and the consent', async () => {
    serve();
    const { user } = await openBilling();
    await typeCard(user, GOOD);
    await user.type(screen.getByLabelText('Zip code'), '46204');
    await user.click(completeSetup());
    const dialog = await agreementDialog();
    await waitFor(() => expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Jane Customer'));
    fireEvent.pointerDown(within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' }));
    fireEvent.pointerUp(within(dialog).getByRole('img', { name: 'Signature pad: click and drag to sign' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rental Agreement' })).not.toBeInTheDocument());

    await user.click(completeSetup());
    const reopened = await agreementDialog();
    expect(within(reopened).getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    expect(within(reopened).getByText('Signed by')).toBeInTheDocument();
  });
});
