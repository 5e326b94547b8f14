/**
 * End-to-end: a customer pays an order off early from My Account (issue 22, item 5). After ordering with 4242 (through
 * the API) the order card offers "Pay off now ($X)" with the server's figure (half of the payments still to make);
 * the customer confirms, the card on file is charged that figure, and the order moves to Past Orders as Owned, its
 * meter full.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { orderFridge } from './api-checkout';
import { eventually, formatUsd, getAsCustomer, newPage, STATIC_ONLY, useBrowser } from './support';

useBrowser();

interface DashboardOrder {
  _id: string;
  status: string;
  payoffAmount: number | null;
  ownedAt: string | null;
}

async function orderOf(page: Page, orderId: string): Promise<DashboardOrder | undefined> {
  const { body } = await getAsCustomer<{ orders: DashboardOrder[] }>(page, '/getDashboardData');
  return body.orders.find((order) => order._id === orderId);
}

if (!STATIC_ONLY) {
  describe('an order paid off from My Account (issue 22; needs the gateway and every service)', { timeout: 240_000 }, () => {
    test('when the customer confirms Pay off now, then the figure shown is charged and the order is Owned under Past Orders', async () => {
      const { context, page } = await newPage();
      try {
        // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
        const { fridge, orderId } = await orderFridge(page);
        const offered = await eventually('the order is active with a payoff offered', async () => {
          const order = await orderOf(page, orderId);
          return order?.status === 'active' && order.payoffAmount ? order : undefined;
        });

        await page.goto('/dashboard');
        const card = page.getByRole('article', { name: fridge.name });
        const label = `Pay off now (${formatUsd(offered.payoffAmount!)})`;
        await card.getByRole('button', { name: label }).click();

        // Asked first; the confirmation names the same figure.
        const dialog = page.getByRole('dialog', { name: 'Pay off this order?' });
        await dialog.getByText(`Your card on file is charged ${formatUsd(offered.payoffAmount!)} today`).waitFor();
        await dialog.getByRole('button', { name: `Pay ${formatUsd(offered.payoffAmount!)}` }).click();
        await page.getByText(`Payment of ${formatUsd(offered.payoffAmount!)} received: it is yours now. Thank you!`).waitFor();

        const owned = await eventually('the order is completed as owned', async () => {
          const order = await orderOf(page, orderId);
          return order?.status === 'completed' && order.ownedAt ? order : undefined;
        });
        assert.equal(owned.payoffAmount, null);
        await page.getByText('No Current Orders Found').waitFor();
        await page.getByRole('tab', { name: 'Past Orders' }).click();
        const past = page.getByRole('article', { name: fridge.name });
        await past.getByText('Owned', { exact: true }).waitFor();
        await past.getByText('Paid off: this item is yours.').waitFor();
        await page.getByTestId('invoice-row').filter({ hasText: 'Final' }).first().waitFor();
      } finally {
        await context.close();
      }
    });
  });
}
