import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { checkoutAnswer } from '../test/fake-agreement';
import { renderApp } from '../test/render-app';

vi.mock('signature_pad', () => ({
  default: class extends EventTarget {
    isEmpty = () => true;
    clear = () => undefined;
    toData = () => [];
    fromData = () => undefined;
    toDataURL = () => 'data:image/png;base64,U0lHTkFUVVJF';
    off = () => undefined;
  },
}));
vi.mock('./lessor-signature', () => ({ drawLessorSignature: vi.fn(async () => 'data:image/png;base64,TEVTU09S') }));

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const choice = {
  location: { lat: 39.7684, lng: -86.1581 },
  deliveryDate: '2030-06-14',
  deliveryTime: '4:00 PM',
  // What the delivery page showed: the page must show the server's figures, not this.
  totalCost: 25,
  locationName: 'Indianapolis, Indiana, United States',
};
const path = `/billing?data=${encodeURIComponent(JSON.stringify(choice))}`;

const oneItemCart = { items: [], tvSize: null, monthlyTotalCents: 2500, deliveryFeeCents: 2500, totalTodayCents: 5000 };

function serve(cart: (call: RecordedCall) => Response = () => jsonResponse(200, { cartItems: oneItemCart })) {
  return mockFetch((call) => {
    switch (call.path) {
      case '/getBillingDetails':
        return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: { paymentMethod: null, draftDay: null, saveCard: null, billingPaused: false, agreement: null, invoices: [] } });
      case '/getUser':
        return jsonResponse(200, { user: { _id: 'u1', name: 'Jane Customer', email: 'jane@example.com', mobile: '5550100' } });
      case '/getCartItems':
        return cart(call);
      case '/createSandboxPaymentMethod':
        return jsonResponse(201, { paymentMethod: { id: 'pm_sandbox_1', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } } });
      default:
        return checkoutAnswer(call) ?? jsonResponse(404, { error: 'Not found' });
    }
  });
}

async function openBilling() {
  window.localStorage.setItem('token', 'customer-token');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Enter Billing Details' }, { timeout: 5000 });
  return view;
}

type User = ReturnType<typeof renderApp>['user'];

async function fillAndCompleteSetup(user: User) {
  await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date'), '1230');
  await user.type(screen.getByLabelText('Security code'), '123');
  await user.type(screen.getByLabelText('Zip code'), '46204');
  await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
}

const lineOf = (summary: HTMLElement, testId: string) => within(summary).getByTestId(testId).textContent;

function expectOneItemLines(summary: HTMLElement) {
  expect(lineOf(summary, 'charge-first-month')).toBe('$25.00');
  expect(lineOf(summary, 'charge-delivery-fee')).toBe('$25.00');
  expect(lineOf(summary, 'charge-total-today')).toBe('$50.00');
  expect(lineOf(summary, 'charge-monthly')).toBe('$25.00');
}

describe("billing page: today's charge and the monthly amount (issue 21, item 4)", () => {
  it("when the server priced one item, then the page shows the first month, the $25 fee, $50 today and $25 a month from the first draft day", async () => {
    serve();
    await openBilling();
    const summary = await screen.findByRole('region', { name: 'What you pay' });
    expectOneItemLines(summary);
    expect(summary).toHaveTextContent(/Then monthly, from \w+day, \w+ \d{1,2}, \d{4}/);
    expect(summary).toHaveTextContent('Drafted on the 1st of each month from your card.');
    expect(screen.queryByText(/Monthly total/)).not.toBeInTheDocument();
  });

  it('when another draft day is chosen, then the summary names it', async () => {
    serve();
    const { user } = await openBilling();
    await screen.findByRole('region', { name: 'What you pay' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Draft Date' }), '15');
    expect(screen.getByRole('region', { name: 'What you pay' })).toHaveTextContent('Drafted on the 15th of each month from your card.');
  });

  it("when the card is not saved for recurring payments, then /billing and the agreement say each month's invoice is e-mailed to pay with Pay Now, and the text is drafted for that", async () => {
    const invoiced = "Each month's invoice is e-mailed to you on the 15th of each month, to pay with Pay Now on My Account by its due date, that day.";
    const { calls } = serve();
    const { user } = await openBilling();
    await screen.findByRole('region', { name: 'What you pay' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Draft Date' }), '15');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for recurring payments' }));
    const summary = screen.getByRole('region', { name: 'What you pay' });
    expect(summary).toHaveTextContent(invoiced);
    expect(summary).not.toHaveTextContent('from your card');

    await fillAndCompleteSetup(user);
    const dialog = await screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 });
    expect(within(dialog).getByRole('region', { name: 'What you pay' })).toHaveTextContent(invoiced);
    await waitFor(() => expect(calls.filter((call) => call.path === '/draftAgreement').map((call) => call.body)).toEqual([expect.objectContaining({ draftDay: 15, saveCard: false })]));
  });

  it('when the box is ticked again, then the summary goes back to drafting from the card', async () => {
    serve();
    const { user } = await openBilling();
    await screen.findByRole('region', { name: 'What you pay' });
    const box = screen.getByRole('checkbox', { name: 'Save this card for recurring payments' });
    await user.click(box);
    expect(screen.getByRole('region', { name: 'What you pay' })).toHaveTextContent("Each month's invoice is e-mailed to you on the 1st of each month");
    await user.click(box);
    expect(screen.getByRole('region', { name: 'What you pay' })).toHaveTextContent('Drafted on the 1st of each month from your card.');
  });

  it('when the agreement opens, then it shows the same lines; closing it returns focus to Complete Setup', async () => {
    serve();
    const { user } = await openBilling();
    await screen.findByRole('region', { name: 'What you pay' });
    await fillAndCompleteSetup(user);
    const dialog = await screen.findByRole('dialog', { name: 'Rental Agreement' }, { timeout: 5000 });
    expectOneItemLines(within(dialog).getByRole('region', { name: 'What you pay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Setup' })).toHaveFocus());
  });

  it('when the amounts cannot be loaded, then it says so with a retry, and Complete Setup sends no card', async () => {
    let failing = true;
    const { calls } = serve(() => (failing ? jsonResponse(503, { error: 'Cart is down' }) : jsonResponse(200, { cartItems: oneItemCart })));
    const { user } = await openBilling();
    expect(await screen.findByText('The amounts of your order could not be loaded. You can pay once they are shown.')).toBeInTheDocument();
    await fillAndCompleteSetup(user);
    expect(calls.filter((call) => call.path === '/createSandboxPaymentMethod')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expectOneItemLines(await screen.findByRole('region', { name: 'What you pay' }));
  });
});
