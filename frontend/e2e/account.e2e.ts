/**
 * End-to-end check of My Account (issue 12) in headless Chromium, through the gateway, against every service, billing
 * in test mode. A customer who ordered one refrigerator (through the API) opens /dashboard: the order is there with
 * its ownership meter, the search box filters it by product name, an invoice downloads as a PDF whose text holds the
 * order id, billing is paused and unpaused, and the card is changed to another test card. The page is also read at
 * 390 px.
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { orderFridge } from './api-checkout';
import {
  eventually,
  expectHeading,
  fillTestCard,
  getAsCustomer,
  newPage,
  pdfText,
  snapshot,
  STATIC_ONLY,
  useBrowser,
  USUAL_ADDRESS,
} from './support';

useBrowser();

interface Dashboard {
  orders: Array<{ _id: string; status: string }>;
  invoices: Array<{ _id: string; orderId: string | null }>;
  missing: string[];
}

/** Waits until billing has recorded the order's first payment as an invoice (the subscription starts a moment after). */
async function firstInvoice(page: Page, orderId: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { status, body } = await getAsCustomer<Dashboard>(page, '/getDashboardData');
    assert.equal(status, 200);
    const invoice = body.invoices.find((candidate) => candidate.orderId === orderId);
    if (invoice) return { invoice, dashboard: body };
    assert.ok(Date.now() < deadline, `an invoice of order ${orderId} within 30 s: ${JSON.stringify(body).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

if (!STATIC_ONLY) {
  describe('My Account of issue 12 (needs the gateway and every service)', { timeout: 240_000 }, () => {
    test('when a customer who checked out opens My Account, then they see the order, filter it, download its invoice, pause and unpause billing and change the card', async () => {
      const { context, page } = await newPage({ permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 }, acceptDownloads: true });
      const downloads = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'rto-e2e-'));
      try {
        // Nobody logged in: /dashboard opens Log In.
        await page.goto('/dashboard');
        await page.waitForURL('**/?login=true');

        // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
        const { fridge, orderId } = await orderFridge(page);
        const { invoice } = await firstInvoice(page, orderId);

        await page.goto('/dashboard');
        await expectHeading(page, 'Welcome back, E2E Customer!');
        assert.equal(await page.getByTestId('delivery-address').textContent(), USUAL_ADDRESS.line, "the order's street address");
        assert.equal(await page.getByTestId('card-last4').textContent(), '4242');

        // The order, in Current Orders, with its ownership meter.
        const orders = page.getByRole('list', { name: 'Current Orders' });
        const card = orders.getByRole('article', { name: fridge.name });
        await card.waitFor();
        assert.ok((await card.textContent())?.includes(orderId), 'the card shows the order id');
        const meter = card.getByRole('meter', { name: `Ownership of ${fridge.name}` });
        assert.equal(await meter.getAttribute('aria-valuemax'), '24');
        const made = Number(await meter.getAttribute('aria-valuenow'));
        assert.ok(made >= 0 && made <= 1, `0 or 1 payment made so far (${made})`);
        await card.getByText(/Early purchase payoff today: \$/).waitFor();
        await snapshot(page, 'account-1-loaded');

        // The search box filters.
        const search = page.getByRole('searchbox', { name: 'Search orders (name, ID, product)' });
        await search.fill(fridge.name.slice(0, 6));
        await card.waitFor();
        await search.fill('no-such-appliance-anywhere');
        await page.getByText('No orders match your search.').waitFor();
        assert.equal(await orders.count(), 0);
        await search.fill('');
        await card.waitFor();

        // The invoice's PDF holds the order id.
        const row = page.getByTestId('invoice-row').filter({ hasText: orderId }).first();
        const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /PDF/ }).click()]);
        assert.match(download.suggestedFilename(), new RegExp(`^Invoice-${orderId}-.+-\\d+\\.pdf$`));
        const file = path.join(downloads, download.suggestedFilename());
        await download.saveAs(file);
        const text = await pdfText(file);
        assert.ok(text.includes('INVOICE') && text.includes(orderId) && text.includes(invoice._id), `the invoice PDF holds the order id: ${text.slice(0, 300)}`);

        // Download All (PDF): every invoice in one file.
        const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All (PDF)' }).click()]);
        assert.match(all.suggestedFilename(), /^Invoices-\d+\.pdf$/);

        // Pause, then unpause.
        await page.getByRole('button', { name: 'Pause Billing' }).click();
        await page.getByText('Billing paused sucessfully').waitFor();
        // identity learns of the pause from billing's event: a moment after the toast, not at once.
        await eventually('the user reads as paused', async () => ((await getAsCustomer<{ user: { billingPaused: boolean } }>(page, '/getUser')).body.user.billingPaused ? true : undefined));
        await page.getByRole('button', { name: 'Unpause Billing' }).click();
        await page.getByText('Billing unpaused sucessfully').waitFor();
        await page.getByRole('button', { name: 'Pause Billing' }).waitFor();
        // The same for the resume: identity hears billing's event a moment after the toast.
        await eventually('the user reads as unpaused', async () => ((await getAsCustomer<{ user: { billingPaused: boolean } }>(page, '/getUser')).body.user.billingPaused === false ? true : undefined));

        // A new card.
        await page.getByRole('button', { name: 'Edit Billing' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Billing' });
        await dialog.getByText('Test mode', { exact: true }).waitFor();
        await fillTestCard(dialog, '5555555555554444');
        await snapshot(page, 'account-2-edit-billing');
        await dialog.getByRole('button', { name: 'Save Changes' }).click();
        await page.getByText('Billing information updated sucessfully').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByTestId('card-last4').getByText('4444', { exact: true }).waitFor();

        // A phone: nothing wider than the screen.
        await page.setViewportSize({ width: 390, height: 844 });
        await card.waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px too wide)`);
        await snapshot(page, 'account-3-phone');
      } finally {
        await context.close();
        fs.rmSync(downloads, { recursive: true, force: true });
      }
    });
  });
}
