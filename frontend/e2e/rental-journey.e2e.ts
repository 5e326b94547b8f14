/**
 * End-to-end: one rental's whole life (issue 23), as the customer and the admin see it, on a 1280 px desktop. ONE
 * order is checked out; with My Account open on it, the admin marks it delivered in the subscription's details and
 * the customer's card turns from "Delivery <day>, <time>" to the payments made without a reload (live status). The
 * customer books a technician from the refrigerator guide, the admin marks the ticket fixed in Tickets and the
 * customer's open page shows it fixed. The customer ends the rental (a pickup), the admin marks it returned, and the
 * customer's open page shows the order completed, a past order with its return and final invoice.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import { endRental, markReturnedAsAdmin, openSubscription, seeReturnedAsCustomer } from './returns';
import { actAsAdmin, expectHeading, freeVisitSlot, newPage, rentFridge, snapshot, STATIC_ONLY, useBrowser } from './support';

useBrowser();

if (!STATIC_ONLY) {
  describe("a rental's whole journey (issue 23; needs the gateway and every service)", { timeout: 480_000 }, () => {
    test('when one order is checked out, delivered, repaired and returned, then the customer and the admin see each step, the delivery arriving live', async () => {
      const { context, page } = await newPage({ permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 } });
      const { context: adminContext, page: admin } = await newPage({ viewport: { width: 1280, height: 900 } });
      const live = () => page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker === true);
      try {
        // Checkout: one fridge.
        const { fridge, orderId } = await rentFridge(page);

        // My Account open: the card tells the delivery, not the payments.
        let streamOpened = page.waitForResponse((response) => response.url().includes('/events/stream') && response.status() === 200);
        await page.goto('/dashboard');
        await streamOpened;
        const card = page.getByRole('article', { name: fridge.name });
        await card.getByTestId('delivery-line').getByText(/^Delivery /).waitFor();
        await page.evaluate(() => Object.assign(window, { liveMarker: true }));
        await snapshot(page, 'journey-1-scheduled');

        // The admin marks it delivered in the subscription's details.
        await actAsAdmin(admin);
        const details = await openSubscription(admin, orderId);
        const delivery = details.getByRole('region', { name: 'Delivery' });
        await delivery.getByRole('button', { name: 'Mark Delivered' }).click();
        const confirm = delivery.getByRole('group', { name: 'Confirm the delivery' });
        await confirm.getByLabel('Technician').fill('Sam Ortiz');
        await confirm.getByRole('button', { name: 'Confirm delivered' }).click();
        await delivery.getByText('Sam Ortiz', { exact: true }).waitFor();

        // Heard live by the open page: the payments replace the delivery line, with no reload.
        await card.getByTestId('ownership-payments').getByText('1 of 24 payments made').waitFor({ timeout: 15_000 });
        assert.equal(await card.getByTestId('delivery-line').count(), 0);
        assert.equal(await live(), true, 'the delivery arrived live: the page was never loaded again');
        await snapshot(page, 'journey-2-delivered-live');

        // A repair: the refrigerator guide's "Book a technician".
        await page.goto('/refrigerator');
        await expectHeading(page, 'Refrigerator Troubleshooting');
        await page.getByRole('button', { name: 'Book a technician' }).click();
        const booking = page.getByRole('dialog', { name: 'Book a technician' });
        const issue = `Not cooling, journey ${randomUUID().slice(0, 8)}`;
        await booking.getByLabel('What is wrong?').fill(issue);
        const visit = await freeVisitSlot(page);
        await booking.getByLabel('Date', { exact: true }).fill(visit.date);
        await booking.getByLabel('Time', { exact: true }).selectOption(visit.time);
        await booking.getByRole('button', { name: 'Book technician' }).click();
        await booking.waitFor({ state: 'detached' });

        streamOpened = page.waitForResponse((response) => response.url().includes('/events/stream') && response.status() === 200);
        await page.goto('/dashboard');
        await streamOpened;
        const ticket = page.getByRole('list', { name: 'Repair tickets' }).getByTestId('repair-ticket').filter({ hasText: issue });
        await ticket.getByText('Technician booked', { exact: true }).waitFor();
        await page.evaluate(() => Object.assign(window, { liveMarker: true }));

        // The admin marks the ticket fixed; the customer's open page shows it.
        await admin.goto('/admin/tickets');
        await expectHeading(admin, 'Repair Tickets');
        const row = admin.getByTestId('repair-ticket').filter({ hasText: issue });
        await row.getByRole('button', { name: 'Mark Fixed' }).click();
        await row.getByText('Fixed', { exact: true }).waitFor();
        await ticket.getByText('Fixed', { exact: true }).waitFor({ timeout: 15_000 });
        assert.equal(await live(), true, 'the fix arrived live');
        await snapshot(page, 'journey-3-fixed');

        // The customer ends the rental; the admin marks the goods returned; the open page shows it completed.
        const pickup = await endRental(page, fridge.name);
        await snapshot(page, 'journey-4-pickup');
        await markReturnedAsAdmin(admin, orderId, pickup);
        await snapshot(admin, 'journey-5-admin-returned');
        await seeReturnedAsCustomer(page, orderId, fridge.name);
        assert.equal(await live(), true, 'the return arrived live');
        await snapshot(page, 'journey-6-past-order');

        // The admin's list shows the subscription completed.
        await admin.goto('/admin/subscriptions');
        await admin.getByLabel('Search subscriptions').fill(orderId);
        await admin.getByRole('row', { name: `Subscription ${orderId}` }).getByText('Completed', { exact: true }).waitFor();
      } finally {
        await adminContext.close();
        await context.close();
      }
    });
  });
}
