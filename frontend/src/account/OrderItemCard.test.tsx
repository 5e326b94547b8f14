import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDashboardOrder, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse } from '../test/fetch-mock';
import { openAccountPage } from '../test/account-page';

/**
 * An order card shows what is due on its order whatever its status (issue 23): a returned rental is completed, but
 * the rent and fees it left unpaid are still owed and Pay Now settles them.
 */

const returnedOwing = aDashboardOrder({
  _id: 'order-returned',
  status: 'completed',
  items: [anOrderItem({ name: 'Chest Freezer' }, 4)],
  amountDue: 48,
  totalPaid: 160,
  returnDate: '2030-09-01T15:00:00.000Z',
  condition: 'good',
  invoice: 'final-order-returned',
});
const returnedPaidUp = aDashboardOrder({ _id: 'order-settled', status: 'completed', items: [anOrderItem({ name: 'Microwave' }, 6)], amountDue: 0, totalPaid: 240, invoice: 'final-order-settled' });

const openPastOrders = openAccountPage;

describe('the amount due on an order card', () => {
  it('when a returned order still owes money, then its Past Orders card shows the amount due and Pay Now, and Pay Now pays it', async () => {
    const { user, calls } = openPastOrders(dashboardData({ orders: [returnedOwing, returnedPaidUp] }), (call) =>
      call.path === '/payNow' ? jsonResponse(200, { paid: 2, amount: 48 }) : undefined,
    );
    await user.click(await screen.findByRole('tab', { name: 'Past Orders' }));
    const card = screen.getByRole('article', { name: 'Chest Freezer' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Amount due').nextElementSibling).toHaveTextContent('$48.00');
    // The return's own details stay beside it.
    expect(within(card).getByText('Return date')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Invoice' })).toBeInTheDocument();

    // A returned order that owes nothing shows no amount due.
    const settled = screen.getByRole('article', { name: 'Microwave' });
    expect(within(settled).queryByText('Amount due')).not.toBeInTheDocument();
    expect(within(settled).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Payment of $48.00 received. Thank you!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/payNow')?.body).toEqual({ orderId: 'order-returned' });
    // Paid up: nothing due any more, and the order is still completed.
    await waitFor(() => expect(within(card).queryByText('Amount due')).not.toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(within(card).getByText('Completed')).toBeInTheDocument();
  });

  it('when an active order has a charge due before order heard it failed, then the card shows the amount due and Pay Now', async () => {
    const running = aDashboardOrder({ _id: 'order-running', status: 'active', items: [anOrderItem({ name: 'Range' }, 2)], amountDue: 40 });
    openPastOrders(dashboardData({ orders: [running] }));
    const card = await screen.findByRole('article', { name: 'Range' });
    expect(within(card).getByText('Amount due').nextElementSibling).toHaveTextContent('$40.00');
    expect(within(card).getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  });
});
