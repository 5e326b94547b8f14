/**
 * Amounts before payment (issue 21, items 4 and 9) in headless Chromium, through the gateway, against every service,
 * billing in test mode, on a desktop (1280x900) and a phone (390x844). A customer rents a 55" TV and a washer and
 * dryer set: /billing shows the first month, the delivery fee (Free: two items) and today's total, which add up, and
 * the monthly amount from the first draft day; the agreement dialog shows the same lines; closing it gives focus back
 * to Complete Setup; after Submit, /confirmation shows the same charge, the delivery date and time and an order
 * number on one line; the first invoice is that charge to the cent.
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import {
  catalogue,
  eventually,
  expectHeading,
  fillTestCard,
  formatUsd,
  getAsCustomer,
  longDate,
  newPage,
  pickInDialog,
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

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

interface Lines {
  firstMonth: string;
  deliveryFee: string;
  totalToday: string;
  monthly: string;
}

/** The charge summary's lines, as shown in `scope` (the page or the agreement dialog). */
async function chargeLinesIn(scope: Page | Locator): Promise<Lines> {
  const summary = scope.getByRole('region', { name: 'What you pay' });
  await summary.waitFor();
  const line = async (id: string) => ((await summary.getByTestId(id).textContent()) ?? '').trim();
  return { firstMonth: await line('charge-first-month'), deliveryFee: await line('charge-delivery-fee'), totalToday: await line('charge-total-today'), monthly: await line('charge-monthly') };
}

const cents = (shown: string) => (shown === 'Free' ? 0 : Math.round(Number(shown.replace(/[$,]/g, '')) * 100));

/** How many lines the element's text takes (its text boxes' distinct tops): 1 when it does not break. */
function renderedLines(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

if (!STATIC_ONLY) {
  describe('amounts before payment (issue 21, item 4) and the dialog and confirmation parts of item 9', { timeout: 300_000 }, () => {
    for (const { name, ...options } of VIEWPORTS) {
      test(`${name}: when a TV and a washer set are checked out, then /billing, the agreement, the confirmation and the invoice show one charge`, async () => {
        const { context, page } = await newPage({ ...options, permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 } });
        try {
          await signUp(page);
          const { tv, combo } = pickJourneyProducts(await catalogue(page));
          await selectProduct(page, tv);
          await pickInDialog(page, 'Select TV Size', /^55"/);
          await selectProduct(page, combo);
          await pickInDialog(page, 'Select Dryer Plug Type', /^4-Prong/);
          await proceedToCheckout(page);

          const { body: found } = await getAsCustomer<{ results: Array<{ placeName: string }> }>(page, '/geocode?q=Indianapolis&limit=8');
          await pickPlace(page, 'Indianapolis', found.results[0]?.placeName ?? '');
          await page.getByRole('button', { name: 'See More' }).click();
          const lastFree = page.getByRole('button', { name: /^\d{1,2}:00 [AP]M, Available$/ }).last();
          const slot = ((await lastFree.getAttribute('aria-label')) ?? '').replace(/, Available$/, '');
          await lastFree.click();
          await typeStreetAddress(page);
          await page.getByRole('button', { name: 'Schedule Delivery' }).click();
          await expectHeading(page, 'Confirm & Submit');
          await page.getByRole('button', { name: 'Confirm Order' }).click();
          await page.waitForURL('**/billing?data=*');
          await expectHeading(page, 'Enter Billing Details');
          const choice = JSON.parse(new URL(page.url()).searchParams.get('data') ?? '{}') as { deliveryDate: string; deliveryTime: string };
          assert.equal(choice.deliveryTime, slot);

          // /billing: the server's figures, by line: a 55" TV at its price an inch plus the set; two items, so no fee.
          const monthlyCents = Math.round(tv.monthly_price * 55 * 100) + Math.round(combo.monthly_price * 100);
          const billing = await chargeLinesIn(page);
          assert.deepEqual(billing, { firstMonth: formatUsd(monthlyCents / 100), deliveryFee: 'Free', totalToday: formatUsd(monthlyCents / 100), monthly: formatUsd(monthlyCents / 100) });
          assert.equal(cents(billing.firstMonth) + cents(billing.deliveryFee), cents(billing.totalToday), 'first month + delivery fee = total charged today');
          const summary = page.getByRole('region', { name: 'What you pay' });
          assert.match((await summary.textContent()) ?? '', /Then monthly, from \w+day, \w+ \d{1,2}, \d{4}/);
          assert.doesNotMatch((await page.textContent('main')) ?? '', /Monthly total:/);

          await page.getByText('Test mode', { exact: true }).waitFor();
          await fillTestCard(page, '4242424242424242');
          await page.getByLabel('Zip code').fill('46204');
          await page.getByRole('combobox', { name: 'Payment Draft Date' }).selectOption({ label: '15th of each month' });
          await summary.getByText('Drafted on the 15th of each month from your card.').waitFor();
          await snapshot(page, `amounts-${name}-1-billing`);

          // The agreement shows the same lines; closing it gives focus back to Complete Setup.
          const completeSetup = page.getByRole('button', { name: 'Complete Setup' });
          await completeSetup.click();
          const dialog = page.getByRole('dialog', { name: 'Rental Agreement' });
          await dialog.waitFor();
          assert.deepEqual(await chargeLinesIn(dialog), billing, 'the agreement shows what /billing showed');
          await snapshot(page, `amounts-${name}-2-agreement`);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await eventually('focus back on Complete Setup', async () => ((await completeSetup.evaluate((button) => button === document.activeElement)) ? true : undefined));

          // Opened again from the keyboard, signed and sent.
          await page.keyboard.press('Enter');
          await dialog.waitFor();
          await signWithMouse(page);
          await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
          await dialog.getByRole('button', { name: 'Submit' }).click();

          // /confirmation: the same charge, the delivery date and time, and the order number on one line.
          await page.waitForURL('**/confirmation');
          await expectHeading(page, 'Order Confirmation');
          const number = page.getByTestId('confirmation-number');
          await number.waitFor();
          assert.equal(((await page.getByTestId('total-today').textContent()) ?? '').trim(), billing.totalToday);
          assert.equal(await page.getByTestId('total-monthly').textContent(), billing.monthly);
          assert.equal(await page.getByTestId('item-count').textContent(), '2');
          assert.equal(await page.getByTestId('delivery-date').textContent(), longDate(choice.deliveryDate));
          assert.equal(await page.getByTestId('delivery-time').textContent(), slot);
          const recent = await getAsCustomer<{ data: { _id: string } }>(page, '/getRecentOrder');
          assert.equal(await number.textContent(), recent.body.data._id);
          assert.equal(await renderedLines(number), 1, 'the order number does not break');
          const box = await number.boundingBox();
          assert.ok(box && box.x >= 0 && box.x + box.width <= options.viewport.width, `the order number is on screen: ${JSON.stringify(box)}`);
          await snapshot(page, `amounts-${name}-3-confirmation`);

          // The first invoice is the charge shown, to the cent.
          const invoice = await eventually('the first invoice', async () => {
            const details = await getAsCustomer<{ billing: { invoices: Array<{ orderId: string | null; amount: number; status: string }> } }>(page, '/getBillingDetails');
            return details.body.billing.invoices.find((one) => one.orderId === recent.body.data._id);
          });
          assert.equal(invoice.status, 'paid');
          assert.equal(Math.round(invoice.amount * 100), cents(billing.totalToday));
        } finally {
          await context.close();
        }
      });
    }
  });
}
