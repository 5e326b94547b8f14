/**
 * End-to-end check of the checkout (issue 11) in headless Chromium, through the gateway, against every service
 * (`make e2e`), billing in test mode (the sandbox: Stripe.js is not configured, so no stand-in for it is needed).
 * A customer with one refrigerator in the cart schedules the delivery, confirms, enters the test card 4242 4242 4242
 * 4242, signs the rental agreement on the canvas with the mouse, downloads the agreement (a PDF whose text holds the
 * customer's name), ticks consent, submits, and lands on /confirmation with the order's totals: one item, so today's
 * payment is the monthly price plus the $25 delivery fee.
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  catalogue,
  expectHeading,
  formatUsd,
  getAsCustomer,
  longDate,
  newPage,
  pdfText,
  pickJourneyProducts,
  pickPlace,
  proceedToCheckout,
  selectProduct,
  signUp,
  signWithMouse,
  snapshot,
  STATIC_ONLY,
  useBrowser,
  typeStreetAddress,
} from './support';

useBrowser();

const CUSTOMER_NAME = 'E2E Customer'; // the name support.ts signs up with

if (!STATIC_ONLY) {
  describe('the checkout of issue 11 (needs the gateway and every service, order and billing included)', { timeout: 180_000 }, () => {
    test('when a customer pays with the test card and signs the agreement, then the order is placed and /confirmation shows its totals', async () => {
      const { context, page } = await newPage({ permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 } });
      const downloads = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'rto-e2e-'));
      try {
        await signUp(page);

        // A cart of one refrigerator: a single rental item, so the $25 delivery fee is due today.
        const { fridge } = pickJourneyProducts(await catalogue(page));
        await selectProduct(page, fridge);
        await proceedToCheckout(page);

        // Schedule: Indianapolis, on the first day the page offers, at its last free slot (the default 3:00 PM stays
        // free for the other tests' customers).
        const { body: found } = await getAsCustomer<{ results: Array<{ placeName: string }> }>(page, '/geocode?q=Indianapolis&limit=8');
        const city = found.results[0];
        assert.ok(city, 'the search finds Indianapolis');
        await pickPlace(page, 'Indianapolis', city.placeName);
        await page.getByRole('button', { name: 'See More' }).click();
        const lastFree = page.getByRole('button', { name: /^\d{1,2}:00 [AP]M, Available$/ }).last();
        const slot = ((await lastFree.getAttribute('aria-label')) ?? (await lastFree.textContent()) ?? '').replace(/, Available$/, '');
        await lastFree.click();
        assert.equal(await page.getByTestId('selected-time').textContent(), slot);
        await typeStreetAddress(page);
        await page.getByRole('button', { name: 'Schedule Delivery' }).click();
        await expectHeading(page, 'Confirm & Submit');
        await page.getByRole('button', { name: 'Confirm Order' }).click();
        await page.waitForURL('**/billing?data=*');
        await expectHeading(page, 'Enter Billing Details');
        const choice = JSON.parse(new URL(page.url()).searchParams.get('data') ?? '{}') as { deliveryDate: string; totalCost: number };
        assert.equal(choice.totalCost, fridge.monthly_price, "the delivery choice carries the cart's monthly total");

        // The test-mode card form: the test card, an expiry two years ahead, any security code, the zip code.
        await page.getByText('Test mode', { exact: true }).waitFor();
        await page.getByLabel('Card number').fill('4242424242424242');
        assert.equal(await page.getByLabel('Card number').inputValue(), '4242 4242 4242 4242');
        await page.getByLabel('Expiry date').fill(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
        await page.getByLabel('Security code').fill('123');
        await page.getByLabel('Zip code').fill('46204');
        await page.getByRole('combobox', { name: 'Payment Draft Date' }).selectOption({ label: '15th of each month' });
        await snapshot(page, '1-billing');
        await page.getByRole('button', { name: 'Complete Setup' }).click();

        // The Rental Agreement: Submit waits for the signature and consent.
        const dialog = page.getByRole('dialog', { name: 'Rental Agreement' });
        await dialog.waitFor();
        assert.equal(await dialog.getByLabel('Customer name').inputValue(), CUSTOMER_NAME);
        const submit = dialog.getByRole('button', { name: 'Submit' });
        assert.equal(await submit.isDisabled(), true, 'Submit is disabled before signing');
        await signWithMouse(page);
        await dialog.getByText(`Signed by ${CUSTOMER_NAME}`).waitFor();
        assert.equal(await submit.isDisabled(), true, 'Submit is still disabled without consent');

        // The full text, read to the end.
        await dialog.getByRole('button', { name: 'View Agreement' }).click();
        await dialog.getByText('Please scroll down to read the complete agreement').waitFor();
        await dialog.getByRole('region', { name: 'Agreement text' }).evaluate((text) => text.scrollTo(0, text.scrollHeight));
        await dialog.getByText('Agreement reviewed').waitFor();
        await dialog.getByRole('button', { name: 'Back to Signature' }).click();

        // Download Agreement: a PDF made in the browser that holds the customer's name.
        const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Agreement' }).click()]);
        assert.match(download.suggestedFilename(), /^Rental-Agreement-E2E-Customer-\d{4}-\d{2}-\d{2}\.pdf$/);
        const pdfFile = path.join(downloads, download.suggestedFilename());
        await download.saveAs(pdfFile);
        const text = await pdfText(pdfFile);
        assert.ok(text.includes(CUSTOMER_NAME), `the agreement PDF holds the customer's name: ${text.slice(0, 300)}`);
        assert.ok(text.includes('State of Indiana') && text.includes('Schedule A'), 'the agreement PDF holds the agreement text');

        await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
        await snapshot(page, '2-agreement-signed');
        await submit.click();

        // The thanks, then /confirmation with the order's figures.
        await page.getByText('We are working on your order. Thank you for trusting Rent-to-Own Appliance Deals!').waitFor();
        await page.waitForURL('**/confirmation');
        await expectHeading(page, 'Order Confirmation');
        await page.getByText('Order placed sucessfully').waitFor();
        assert.notEqual((await page.getByTestId('confirmation-number').textContent())?.trim(), '', 'a confirmation number is shown');
        assert.equal(await page.getByTestId('item-count').textContent(), '1');
        assert.equal(await page.getByTestId('total-monthly').textContent(), formatUsd(fridge.monthly_price));
        assert.match((await page.getByTestId('total-today').textContent()) ?? '', new RegExp(`^\\${formatUsd(fridge.monthly_price + 25)}`));
        assert.equal(await page.getByTestId('delivery-date').textContent(), longDate(choice.deliveryDate));
        await page.getByRole('heading', { name: 'Certified technician' }).waitFor();
        await snapshot(page, '3-confirmation');

        // What the services kept: the recent order, and the card with the signed agreement.
        const recent = await getAsCustomer<{ data: { _id: string; items: Array<{ name: string; monthly_price: number }>; deliveryDate: string } }>(page, '/getRecentOrder');
        assert.equal(recent.status, 200);
        assert.equal(await page.getByTestId('confirmation-number').textContent(), recent.body.data._id);
        assert.deepEqual(recent.body.data.items.map((item) => item.name), [fridge.name]);
        const billing = await getAsCustomer<{ billing: { paymentMethod: { card: { last4: string } } | null; draftDay: number; agreement: { customerName: string; agreementVersion: string } | null } }>(
          page,
          '/getBillingDetails',
        );
        assert.equal(billing.body.billing.paymentMethod?.card.last4, '4242');
        assert.equal(billing.body.billing.draftDay, 15);
        assert.equal(billing.body.billing.agreement?.customerName, CUSTOMER_NAME);
        assert.equal(billing.body.billing.agreement?.agreementVersion, '1.0');
      } finally {
        await context.close();
        fs.rmSync(downloads, { recursive: true, force: true });
      }
    });
  });
}
