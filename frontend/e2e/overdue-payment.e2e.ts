/**
 * End-to-end: a customer whose monthly payment failed sees the order overdue in My Account, with the amount due,
 * and pays it with Pay Now (issue 22). The customer orders with 4242 (through the API), then changes the card to
 * Stripe's test card 4000 0000 0000 0341, which is saved but declines every charge. The month's draft date is then
 * made to come by writing it in billing's database (E2E_BILLING_MONGO_URL): no route moves time, and billing looks
 * for payments due every 2 s in browser tests. The draft fails, the order is overdue; Pay Now with that card is
 * refused in the provider's words; with a working card it is paid, and the order is active again with nothing due.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { orderFridge } from './api-checkout';
import { dashboardOrderOf, eventually, fillTestCard, formatUsd, makeDraftDue, newPage, STATIC_ONLY, useBrowser } from './support';

useBrowser();

async function changeCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit Billing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Billing' });
  await dialog.getByText('Test mode', { exact: true }).waitFor();
  await fillTestCard(dialog, number);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Billing information updated sucessfully').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('card-last4').getByText(number.slice(-4), { exact: true }).waitFor();
}

if (!STATIC_ONLY) {
  describe('an overdue order paid from My Account (issue 22; needs the gateway and every service)', { timeout: 240_000 }, () => {
    test('when a monthly payment fails, then My Account shows the order overdue with the amount due, and Pay Now settles it once the card works', async () => {
      const { context, page } = await newPage();
      try {
        // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
        const { fridge, orderId } = await orderFridge(page);
        await eventually('the order is active', async () => ((await dashboardOrderOf(page, orderId))?.status === 'active' ? true : undefined));

        await page.goto('/dashboard');
        await changeCard(page, '4000000000000341');

        // The month's draft comes and the card declines it: the order is overdue with its monthly total due.
        await makeDraftDue(orderId);
        const overdue = await eventually('the order is overdue', async () => {
          const order = await dashboardOrderOf(page, orderId);
          return order?.status === 'overdue' && (order.amountDue ?? 0) > 0 ? order : undefined;
        }, 40_000);
        await page.reload();
        const card = page.getByRole('article', { name: fridge.name });
        await card.getByText('Amount due').waitFor();
        await card.getByText(formatUsd(overdue.amountDue!), { exact: true }).waitFor();

        // Pay Now with the same card: refused in the provider's words, still due.
        await card.getByRole('button', { name: 'Pay Now' }).click();
        await page.getByText('Your card was declined.').first().waitFor();
        assert.equal((await dashboardOrderOf(page, orderId))?.status, 'overdue');

        // A card that works: Pay Now takes exactly what was due, and the order is active again.
        await changeCard(page, '4242424242424242');
        await card.getByRole('button', { name: 'Pay Now' }).click();
        await page.getByText(`Payment of ${formatUsd(overdue.amountDue!)} received. Thank you!`).waitFor();
        await eventually('the order is active with nothing due', async () => {
          const order = await dashboardOrderOf(page, orderId);
          return order?.status === 'active' && !order.amountDue ? true : undefined;
        });
        await card.getByRole('button', { name: 'Pay Now' }).waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    });
  });
}
