/**
 * End-to-end: live status (issue 23, item 5). A customer's My Account is open on their active order; an admin pauses
 * the subscription; the order card shows Paused without a reload, the change having come over the live stream
 * (GET /events/stream through the gateway), then Active again when the admin resumes it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rentFridgeByApi } from './api-checkout';
import { adminToken, BASE_URL, newPage, STATIC_ONLY, useBrowser } from './support';

useBrowser();

async function asAdmin(token: string, path: string): Promise<void> {
  const response = await fetch(`${BASE_URL}${path}`, { method: 'PATCH', headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
}

if (!STATIC_ONLY) {
  describe('live status on My Account (issue 23; needs the gateway and every service)', { timeout: 240_000 }, () => {
    test("when an admin pauses and resumes the customer's order, then My Account shows it as it happens, without a reload", async () => {
      const { context, page } = await newPage();
      try {
        // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
        const { fridge, orderId } = await rentFridgeByApi(page);

        const streamOpened = page.waitForResponse((response) => response.url().includes('/events/stream') && response.status() === 200);
        await page.goto('/dashboard');
        const card = page.getByRole('article', { name: fridge.name });
        await card.getByText('Active', { exact: true }).waitFor();
        await streamOpened;
        // Set on this very document: still there afterwards means the page was never loaded again.
        await page.evaluate(() => Object.assign(window, { liveMarker: true }));

        const token = await adminToken();
        await asAdmin(token, `/pauseSubscription/${orderId}`);
        await card.getByText('Paused', { exact: true }).waitFor({ timeout: 15_000 });
        await asAdmin(token, `/unpauseSubscription/${orderId}`);
        await card.getByText('Active', { exact: true }).waitFor({ timeout: 15_000 });
        assert.equal(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker), true);
      } finally {
        await context.close();
      }
    });
  });
}
