/**
 * Issue 21 item 3 in headless Chromium, desktop and phone, through the gateway against every service: after an
 * order the SPA's cart is empty on /confirmation (the header's badge, the stored cart, and the products screen's
 * selection), the server cart empties once the first payment went through, and ordering the same item again within
 * the day asks once "You already rent these. Rent another set?" before going on to delivery.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { catalogue, checkOut, eventually, expectHeading, getAsCustomer, newPage, pickJourneyProducts, selectProduct, signUp, STATIC_ONLY, useBrowser } from './support';

useBrowser();

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

const QUESTION = 'You already rent these. Rent another set?';

if (!STATIC_ONLY) {
  describe('the cart after an order (issue 21 item 3; needs the gateway and every service)', { timeout: 240_000 }, () => {
    for (const { name, ...options } of LAYOUTS) {
      test(`${name}: when an order is placed, then the cart is empty on /confirmation; the same item again asks once`, async () => {
        const { context, page } = await newPage(options);
        try {
          await signUp(page);
          const { fridge } = pickJourneyProducts(await catalogue(page));
          await selectProduct(page, fridge);
          await page.getByText('1 item(s) selected').waitFor();

          await checkOut(page);
          await expectHeading(page, 'Order Confirmation');
          // The SPA's cart: the badge and the stored cart are empty on /confirmation itself.
          await page.getByRole('link', { name: 'Cart, 0 item(s)' }).waitFor({ state: 'attached' });
          assert.equal(await page.evaluate(() => window.localStorage.getItem('cartItems') ?? '[]'), '[]');
          // The server's cart empties once the first payment went through.
          await eventually('the server cart is emptied by the paid order', async () => {
            const { body } = await getAsCustomer<{ cartItems: { items: unknown[] } }>(page, '/getCartItems');
            return body.cartItems.items.length === 0 ? true : undefined;
          });

          // The selection on the products screen is empty too.
          await page.goto('/appliance');
          await page.getByText('0 item(s) selected').waitFor();

          // The same refrigerator again within the day: asked once, then on to delivery.
          let asked = 0;
          const dialog = page.getByRole('dialog', { name: 'Rent another set?' });
          await selectProduct(page, fridge);
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await dialog.getByText(QUESTION).waitFor();
          asked += 1;
          await dialog.getByRole('button', { name: 'Rent another set' }).click();
          await page.waitForURL('**/delivery');
          await expectHeading(page, 'Delivery Appointment');
          asked += await dialog.count();
          assert.equal(asked, 1, 'the question is asked once');

          // Back on the products screen and on again: the answer holds, no second question.
          await page.goBack();
          await page.waitForURL('**/appliance');
          await page.getByRole('button', { name: 'Continue', exact: true }).click();
          await page.waitForURL('**/delivery');
          assert.equal(await dialog.count(), 0);
        } finally {
          await context.close();
        }
      });
    }
  });
}
