import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDashboardOrder, anInvoice, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse } from '../test/fetch-mock';
import { openAccountPage } from '../test/account-page';

/** My Account without a card on file (issue 22, item 1): an open invoice shows due, and Pay Now asks for a card. */

const washer = anOrderItem({ _id: 'prod-washer', name: 'Washer' }, 1);
const renting = aDashboardOrder({ _id: 'order-due', status: 'active', items: [washer], amountDue: 40 });
const openInvoice = anInvoice({ orderId: 'order-due', status: 'open', amount: 40, date: '2030-12-12T17:00:00.000Z' });

const openAccount = openAccountPage;

async function typeCard(dialog: HTMLElement, user: ReturnType<typeof openAccountPage>['user']) {
  await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
  await user.type(within(dialog).getByLabelText('Expiry date'), '1232');
  await user.type(within(dialog).getByLabelText('Security code'), '123');
  // No card on file: no zip code known either.
  await user.type(within(dialog).getByLabelText('Zip code'), '46204');
}

describe('Pay Now without a card on file', () => {
  it('when an invoice is open, then the order shows it due with Pay Now; Pay Now opens the card dialog and pays with the card made there, not saved unless ticked', async () => {
    const data = dashboardData({ orders: [renting], invoices: [openInvoice], paymentMethod: null });
    const { user, calls } = openAccount(data, (call) => {
      if (call.path === '/createSandboxPaymentMethod') return jsonResponse(200, { paymentMethod: { id: 'pm_sandbox_once' } });
      if (call.path === '/payNow') return jsonResponse(200, { paid: 1, amount: 40 });
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'Washer' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText(/^Due December 12, 2030$/)).toBeInTheDocument();
    expect(screen.getByText("No card on file: each month's invoice is e-mailed to you to pay with Pay Now.")).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Now' });
    expect(calls.some((call) => call.path === '/payNow')).toBe(false);
    const save = within(dialog).getByRole('checkbox', { name: 'Save this card for recurring payments' });
    expect(save).not.toBeChecked();
    expect(within(dialog).getByText(/pays this once and is then removed/)).toBeInTheDocument();
    await typeCard(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByText('Payment of $40.00 received. Thank you!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/payNow')?.body).toEqual({ orderId: 'order-due', paymentMethodId: 'pm_sandbox_once', saveCard: false });
  });

  it('when the save box is ticked and the card is refused, then the refusal shows in the dialog, and the next try sends saveCard true', async () => {
    let refuse = true;
    const data = dashboardData({ orders: [renting], invoices: [openInvoice], paymentMethod: null });
    const { user, calls } = openAccount(data, (call) => {
      if (call.path === '/createSandboxPaymentMethod') return jsonResponse(200, { paymentMethod: { id: 'pm_sandbox_keep' } });
      if (call.path === '/payNow') return refuse ? jsonResponse(402, { type: 'payment_error', error: 'Your card was declined.' }) : jsonResponse(200, { paid: 1, amount: 40 });
      return undefined;
    });
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay Now' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Save this card for recurring payments' }));
    expect(within(dialog).getByText('Your next monthly payments are charged to this card.')).toBeInTheDocument();
    await typeCard(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/payNow').map((call) => call.body)).toEqual([
      { orderId: 'order-due', paymentMethodId: 'pm_sandbox_keep', saveCard: true },
      { orderId: 'order-due', paymentMethodId: 'pm_sandbox_keep', saveCard: true },
    ]);
  });
});
