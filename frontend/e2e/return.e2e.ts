/**
 * End-to-end: a return (issue 23, item 3), on a 1280 px desktop and a 390 px phone. A customer with a delivered order
 * ends the rental from My Account: the dialog says month to month, no fee, rent due until the pickup; they pick a
 * free slot and the card shows "Pickup <day>, <time>". The admin sees the pickup in the subscription's details and
 * marks the goods returned; the customer's open page hears it live (no reload) and the order is a past order with
 * its return date, condition and final invoice.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { endRental, markReturnedAsAdmin, seeReturnedAsCustomer } from './returns';
import { rentFridgeByApi } from './api-checkout';
import { actAsAdmin, DEVICES, markDeliveredByAdmin, newPage, snapshot, STATIC_ONLY, useBrowser } from './support';

useBrowser();

if (!STATIC_ONLY) {
  describe('ending a rental (issue 23, item 3; needs the gateway and every service)', { timeout: 480_000 }, () => {
    for (const [deviceName, device] of DEVICES) {
      test(`when a customer ends a delivered rental on a ${deviceName} and the admin marks it returned, then the pickup shows, then the order completes live with its return`, async () => {
        const { context, page } = await newPage(device);
        const { context: adminContext, page: admin } = await newPage({ viewport: { width: 1280, height: 900 } });
        try {
          // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
          const { fridge, orderId } = await rentFridgeByApi(page);
          await markDeliveredByAdmin(orderId);

          const streamOpened = page.waitForResponse((response) => response.url().includes('/events/stream') && response.status() === 200);
          await page.goto('/dashboard');
          await streamOpened;
          const pickup = await endRental(page, fridge.name);
          await snapshot(page, `return-1-pickup-${deviceName}`);
          await page.evaluate(() => Object.assign(window, { liveMarker: true }));

          await actAsAdmin(admin);
          await markReturnedAsAdmin(admin, orderId, pickup);
          await snapshot(admin, `return-2-admin-${deviceName}`);

          // Heard live: the order leaves the current orders without a reload, and is a past order with its return.
          await seeReturnedAsCustomer(page, orderId, fridge.name);
          assert.equal(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker), true, 'the page was never loaded again');
          await snapshot(page, `return-3-past-${deviceName}`);
        } finally {
          await adminContext.close();
          await context.close();
        }
      });
    }
  });
}
