import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, anInvoice, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { expectFieldProblem } from '../test/field-problems';
import { renderApp } from '../test/render-app';

const fridge = anOrderItem({ _id: 'prod-fridge', name: 'Frigidaire Refrigerator' }, 3);
const freezer = anOrderItem({ _id: 'prod-freezer', name: 'Deep Freezer', monthly_price: 25 }, 1);
const oldTv = anOrderItem({ _id: 'prod-tv', name: 'Samsung Smart TV', monthly_price: 55, tvSize: 55 });
const active = aDashboardOrder({ _id: 'order-active', status: 'active', items: [fridge], paymentsMade: 3, locationName: 'Carmel, Indiana', address: 'Carmel, Indiana', deliveryAddress: { street: '12 Main St', unit: 'Apt 4', city: 'Carmel', state: 'IN', zipCode: '46032' } });
const overdue = aDashboardOrder({ _id: 'order-late', status: 'overdue', items: [freezer], amountDue: 25, reminder: '2030-07-02T09:00:00.000Z' });
const completed = aDashboardOrder({ _id: 'order-done', status: 'completed', items: [oldTv], totalPaid: 1320, returnDate: '2030-05-01', condition: 'Good', invoice: 'in_old' });

function backend(data: DashboardData, extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  return mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/getDashboardData') return jsonResponse(200, data);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    return jsonResponse(404, { error: 'Not found' });
  });
}

function openAccount(data: DashboardData, extra?: (call: RecordedCall) => Response | undefined) {
  window.localStorage.setItem('token', 'customer-token');
  const fetches = backend(data, extra);
  return { ...renderApp('/dashboard'), ...fetches };
}

describe('/dashboard, My Account (spec 2.11)', () => {
  it('when nobody is logged in, then it opens Log In', async () => {
    const { calls } = backend(dashboardData());
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    expect(calls.some((call) => call.path === '/getDashboardData')).toBe(false);
  });

  it('when it loads, then the greeting, the summary with the real delivery address and card, and the current orders with their meters show', async () => {
    openAccount(dashboardData({ orders: [active, overdue, completed] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane Customer!' })).toBeInTheDocument();
    expect(screen.getByText('Manage your details, payments and deliveries in one place.')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('12 Main St, Apt 4, Carmel, IN 46032');
    expect(screen.getByTestId('default-payment')).toHaveTextContent('Visa ending in 4242');
    expect(screen.getByText('Same as delivery')).toBeInTheDocument();

    const current = screen.getByRole('tab', { name: 'Current Orders' });
    expect(current).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list', { name: 'Current Orders' });
    expect(within(list).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Frigidaire Refrigerator',
      'Deep Freezer',
    ]);
    const fridgeCard = screen.getByRole('article', { name: 'Frigidaire Refrigerator' });
    expect(within(fridgeCard).getByText('Active')).toBeInTheDocument();
    const meter = within(fridgeCard).getByRole('meter', { name: 'Ownership of Frigidaire Refrigerator' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuemax', '24');
    expect(within(fridgeCard).getByText(/Early purchase payoff today: \$420\.00/)).toBeInTheDocument();

    const lateCard = screen.getByRole('article', { name: 'Deep Freezer' });
    expect(within(lateCard).getByText('Past Due')).toBeInTheDocument();
    expect(within(lateCard).getByText('$25.00', { selector: 'dd' })).toBeInTheDocument();
    expect(within(lateCard).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', expect.stringMatching(/^\/contact\?name=Jane\+Customer&email=jane%40example\.com&issue=.*order-late/));
  });

  it('when Past Orders is chosen, then the completed items show with their details; with none, it says No Past Orders Found', async () => {
    const { user, unmount } = openAccount(dashboardData({ orders: [active, completed] }));
    await user.click(await screen.findByRole('tab', { name: 'Past Orders' }));
    const card = screen.getByRole('article', { name: 'Samsung Smart TV' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('$1,320.00')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Invoice' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Re-order' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Frigidaire Refrigerator' })).not.toBeInTheDocument();
    unmount();

    const second = openAccount(dashboardData({ orders: [active] }));
    await second.user.click(await screen.findByRole('tab', { name: 'Past Orders' }));
    expect(screen.getByText('No Past Orders Found')).toBeInTheDocument();
  });

  it('when text is typed in the search box, then the orders are filtered by it', async () => {
    const { user } = openAccount(dashboardData({ orders: [active, overdue] }));
    const search = await screen.findByRole('searchbox', { name: 'Search orders (name, ID, product)' });
    await user.type(search, 'freezer');
    expect(screen.getByRole('article', { name: 'Deep Freezer' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Frigidaire Refrigerator' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'order-active');
    expect(screen.getByRole('article', { name: 'Frigidaire Refrigerator' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Deep Freezer' })).not.toBeInTheDocument();
    await user.type(search, ' nothing-like-this');
    expect(screen.getByText('No orders match your search.')).toBeInTheDocument();
  });

  it('when there are invoices, then Recent Invoices lists each with its amount, date, status and a PDF button', async () => {
    const invoices = [
      anInvoice({ _id: 'in_1', orderId: 'order-active', amount: 65, status: 'paid', date: '2030-06-10T12:00:00.000Z' }),
      anInvoice({ _id: 'in_2', orderId: 'order-late', amount: 25, status: 'failed', date: '2030-07-01T12:00:00.000Z' }),
    ];
    openAccount(dashboardData({ orders: [active, overdue], invoices }));
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/\$25\.00.*Failed.*order-late/), expect.stringMatching(/\$65\.00.*Paid.*order-active/)]);
    expect(within(rows[0]!).getByRole('button', { name: /Download the invoice of .* for order order-late \(PDF\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download All (PDF)' })).toBeInTheDocument();
  });

  it('when parts could not be loaded, then a notice names them and the page shows what it has', async () => {
    openAccount(dashboardData({ orders: [active], paymentMethod: null, invoices: [], missing: ['paymentMethod', 'invoices'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your payment card and your invoices just now.');
    expect(screen.getByText('Your invoices could not be loaded just now.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Frigidaire Refrigerator' })).toBeInTheDocument();
  });

  it("when it loads, then Billing Details states the late fee really charged (Indiana's $8 once after 5 days), with or without a card", async () => {
    const { unmount } = openAccount(dashboardData({ orders: [active, overdue] }));
    const terms = await screen.findByTestId('late-fee-terms');
    expect(terms).toHaveTextContent(
      'Late fee: A payment still unpaid 30 days after its draft date is charged one late fee of $8.00, once, however long it stays unpaid; no late fee is charged on a payment made on time.',
    );
    expect(terms).not.toHaveTextContent('$25.00');
    unmount();

    openAccount(dashboardData({ orders: [active], paymentMethod: null, missing: ['paymentMethod'] }));
    expect(await screen.findByTestId('late-fee-terms')).toHaveTextContent('one late fee of $8.00, once');
  });

  it('when the e-mail address is not verified yet, then My Account says so and sends a new link on request', async () => {
    const data = dashboardData({ orders: [active] });
    const { calls, user } = openAccount({ ...data, user: { ...data.user!, verified: false } }, (call) =>
      call.path === '/resendVerification' ? jsonResponse(200, { message: 'We sent you a new link.' }) : undefined,
    );
    const notice = await screen.findByRole('region', { name: 'Email verification' });
    expect(notice).toHaveTextContent('Please confirm your email address: we sent a link to jane@example.com.');
    await user.click(within(notice).getByRole('button', { name: 'Send me a new link' }));
    expect(await within(notice).findByText('We sent you a new link.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/resendVerification').map((call) => call.method)).toEqual(['POST']);
  });

  it('when the e-mail address is verified, then no such notice shows', async () => {
    openAccount(dashboardData({ orders: [active] }));
    await screen.findByRole('article', { name: 'Frigidaire Refrigerator' });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('when Pause Billing and then Unpause Billing are pressed, then each call is made and its toast shows', async () => {
    const { user, calls } = openAccount(dashboardData({ orders: [active] }), (call) => {
      if (call.path === '/pauseBilling') return jsonResponse(200, { message: 'Billing paused', billingPaused: true });
      if (call.path === '/resumeBilling') return jsonResponse(200, { message: 'Billing resumed', billingPaused: false });
      return undefined;
    });
    expect(await screen.findByText(/This can be undone/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause Billing' }));
    expect(await screen.findByText('Billing paused sucessfully')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Unpause Billing' }));
    expect(await screen.findByText('Billing unpaused sucessfully')).toBeInTheDocument();
    // The writes only (the header asks GET /getUser for the account's role).
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /pauseBilling', 'POST /resumeBilling']);
  });

  it("when pausing fails, then the server's error (or the spec's message) is shown", async () => {
    const { user } = openAccount(dashboardData(), (call) => (call.path === '/pauseBilling' ? jsonResponse(500, {}) : undefined));
    await user.click(await screen.findByRole('button', { name: 'Pause Billing' }));
    expect(await screen.findByText('Error occured while pausing billing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Billing' })).toBeInTheDocument();
  });

  it('when Pay Now is pressed on an overdue item, then POST /payNow is sent for that order, and it shows paid up at once', async () => {
    const { user, calls } = openAccount(dashboardData({ orders: [overdue] }), (call) =>
      call.path === '/payNow' ? jsonResponse(200, { paid: 1, amount: 25 }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment of $25.00 received. Thank you!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/payNow')?.body).toEqual({ orderId: 'order-late' });
    // The dashboard read at once may still say overdue (order hears of the payment a moment later): billing's answer wins.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument());
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });

  it('when Edit Billing saves a new test card, then the card is made, updatePaymentMethod is sent and the modal closes; a failure says so', async () => {
    let fail = true;
    const { user, calls } = openAccount(dashboardData({ orders: [active] }), (call) => {
      if (call.path === '/createSandboxPaymentMethod') return jsonResponse(200, { paymentMethod: { id: 'pm_new' } });
      if (call.path === '/updatePaymentMethod') return fail ? jsonResponse(500, {}) : jsonResponse(200, { message: 'ok' });
      return undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Edit Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Billing' });
    expect(within(dialog).getByLabelText('Zip code')).toHaveValue('46204');
    const save = within(dialog).getByRole('button', { name: 'Save Changes' });

    await user.click(save);
    expect(await within(dialog).findByTestId('card-error')).toHaveTextContent('Your card number is incomplete.');
    await user.type(within(dialog).getByLabelText('Card number'), '5555555555554444');
    expect(within(dialog).queryByTestId('card-error')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Expiry date'), '1232');
    await user.type(within(dialog).getByLabelText('Security code'), '123');

    await user.click(save);
    expect(await within(dialog).findByText('Failed to update payment method. Please try again.')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Billing information updated sucessfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/updatePaymentMethod').at(-1)?.body).toEqual({ paymentMethodId: 'pm_new' });
    expect(calls.filter((call) => call.path === '/getDashboardData').length).toBeGreaterThanOrEqual(2);
  });

  it("when Edit Billing's card is declined, then the provider's reason shows under the card beside spec 8's toast; Escape gives focus back to Edit Billing", async () => {
    const { user } = openAccount(dashboardData({ orders: [active] }), (call) => {
      if (call.path === '/createSandboxPaymentMethod') return jsonResponse(200, { paymentMethod: { id: 'pm_declined' } });
      if (call.path === '/updatePaymentMethod') return jsonResponse(402, { type: 'payment_error', error: 'Your card was declined.', code: 'generic_decline' });
      return undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const edit = await screen.findByRole('button', { name: 'Edit Billing' });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Billing' });
    await user.type(within(dialog).getByLabelText('Card number'), '4000000000000002');
    await user.type(within(dialog).getByLabelText('Expiry date'), '1232');
    await user.type(within(dialog).getByLabelText('Security code'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByTestId('card-error')).toHaveTextContent('Your card was declined.');
    expect(within(dialog).getByText('Failed to update payment method. Please try again.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  });

  it('when Edit Billing is saved with a short zip code, then the zip field is marked under it with the focus on it, and no card is made', async () => {
    const { user, calls } = openAccount(dashboardData({ orders: [active] }), () => undefined);
    await user.click(await screen.findByRole('button', { name: 'Edit Billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Billing' });
    const zip = within(dialog).getByLabelText('Zip code');
    expect(zip).toHaveAccessibleDescription('5 digits');
    await user.clear(zip);
    await user.type(zip, '462');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expectFieldProblem('Zip code', 'Please enter a 5-digit zip code', { toast: false });
    expect(calls.filter((call) => call.path === '/createSandboxPaymentMethod')).toHaveLength(0);
    await user.type(zip, '04');
    expect(zip).not.toHaveAttribute('aria-invalid');
  });

  it('when Re-order is pressed, then the cart is filled with the same items from the catalogue and /appliance opens', async () => {
    const tvProduct = { _id: 'prod-tv', name: 'Samsung Smart TV', monthly_price: 1, photo: '/photos/tv', key_features: [], combo: false, stock_status: 'available', category: 'tv', __v: 0 };
    const { user, calls } = openAccount(dashboardData({ orders: [completed] }), (call) => {
      if (call.path === '/getProducts') return jsonResponse(200, { products: [tvProduct] });
      if (call.path === '/addItemsToCart') return jsonResponse(200, { message: 'ok' });
      if (call.path === '/updateTvscreen') return jsonResponse(200, { message: 'ok' });
      return undefined;
    });
    await user.click(await screen.findByRole('tab', { name: 'Past Orders' }));
    await user.click(screen.getByRole('button', { name: 'Re-order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/appliance'));
    expect(JSON.parse(window.localStorage.getItem('cartItems') ?? '[]')).toEqual([{ ...tvProduct, tvSize: 55 }]);
    expect(calls.find((call) => call.path === '/addItemsToCart')?.body).toEqual({ cartItems: [{ ...tvProduct, tvSize: 55 }] });
    expect(calls.find((call) => call.path === '/updateTvscreen')?.body).toEqual({ tvSize: 55 });
  });

  it.each(['rented', 'maintenance', 'discontinued'])('when the only item is %s now, then Re-order says none can be rented and sends nothing', async (stockStatus) => {
    const tvProduct = { _id: 'prod-tv', name: 'Samsung Smart TV', monthly_price: 1, photo: '/photos/tv', key_features: [], combo: false, stock_status: stockStatus, category: 'tv', __v: 0 };
    const { user, calls } = openAccount(dashboardData({ orders: [completed] }), (call) => (call.path === '/getProducts' ? jsonResponse(200, { products: [tvProduct] }) : undefined));
    await user.click(await screen.findByRole('tab', { name: 'Past Orders' }));
    await user.click(screen.getByRole('button', { name: 'Re-order' }));
    expect(await screen.findByText('None of these items can be rented any more. Please pick from the catalogue.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/addItemsToCart')).toHaveLength(0);
  });
});
