/**
 * End-to-end: a customer who does not save their card (issue 22, item 1). They check out with "Save this card for
 * recurring payments" unticked: the card pays today's payment and is removed, My Account says no card is on file and
 * why. The month's draft date is made to come (billing's database, as overdue-payment.e2e.ts does): an invoice is
 * sent, not charged, and the order stays active, due on that day. Pay Now asks for a card in a dialog, pays with it,
 * and nothing is due after; the card is not kept.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalogue, checkOut, dashboardOrderOf, eventually, fillTestCard, formatUsd, getAsCustomer, makeDraftDue, newPage, pickJourneyProducts, selectProduct, signUp, STATIC_ONLY, useBrowser } from './support';

useBrowser();

if (!STATIC_ONLY) {
  describe('a card not saved: the month is an invoice paid from My Account (issue 22; needs the gateway and every service)', { timeout: 240_000 }, () => {
    test('when the save box is unticked at checkout, then no card is kept, the month is sent as an invoice due on its day, and Pay Now pays it with a card typed in its dialog', async () => {
      const { context, page } = await newPage({ permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 } });
      try {
        await signUp(page);
        const { fridge } = pickJourneyProducts(await catalogue(page));
        await selectProduct(page, fridge);
        const orderId = await checkOut(page, { saveCard: false });
        await eventually('the order is active', async () => ((await dashboardOrderOf(page, orderId))?.status === 'active' ? true : undefined));
        // The card paid today's payment, then was removed.
        await eventually('no card is on file', async () => ((await getAsCustomer<{ paymentMethod: unknown }>(page, '/getDashboardData')).body.paymentMethod === null ? true : undefined));

        await page.getByRole('link', { name: 'Go to My Account' }).click();
        await page.waitForURL('**/dashboard');
        await page.getByText("No card on file: each month's invoice is e-mailed to you to pay with Pay Now.").waitFor();

        // The month's draft comes: an invoice is sent, nothing charged, the order stays active with the month due.
        await makeDraftDue(orderId);
        const due = await eventually('the month is due', async () => {
          const order = await dashboardOrderOf(page, orderId);
          return (order?.amountDue ?? 0) > 0 ? order : undefined;
        }, 40_000);
        assert.equal(due.status, 'active');
        await page.reload();
        const card = page.getByRole('article', { name: fridge.name });
        await card.getByText(/^Due [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
        await card.getByText(formatUsd(due.amountDue!), { exact: true }).waitFor();

        // Pay Now asks for a card, pays with it, and does not keep it.
        await card.getByRole('button', { name: 'Pay Now' }).click();
        const dialog = page.getByRole('dialog', { name: 'Pay Now' });
        await dialog.getByText('Test mode', { exact: true }).waitFor();
        assert.equal(await dialog.getByRole('checkbox', { name: 'Save this card for recurring payments' }).isChecked(), false);
        await fillTestCard(dialog, '4242424242424242');
        await dialog.getByLabel('Zip code').fill('46204');
        await dialog.getByRole('button', { name: 'Pay' }).click();
        await page.getByText(`Payment of ${formatUsd(due.amountDue!)} received. Thank you!`).waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await eventually('nothing is due', async () => {
          const order = await dashboardOrderOf(page, orderId);
          return order?.status === 'active' && !order.amountDue ? true : undefined;
        });
        await card.getByRole('button', { name: 'Pay Now' }).waitFor({ state: 'detached' });
        assert.equal((await getAsCustomer<{ paymentMethod: unknown }>(page, '/getDashboardData')).body.paymentMethod, null);
      } finally {
        await context.close();
      }
    });
  });
}
