/**
 * Issue 21, items 6 and 10, in headless Chromium through the gateway, on a desktop (1280x900) and a phone (390x844):
 * - the delivery lead time: before Schedule Delivery is pressed the page already shows the first bookable day
 *   (tomorrow, with the default 24 hours) at 3:00 PM, and today is offered nowhere;
 * - Back from /billing returns to the confirm step with the choice, and a reload of /delivery keeps it (on the
 *   confirm step and on the delivery step).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { catalogue, expectHeading, getAsCustomer, longDate, newPage, pickJourneyProducts, pickPlace, proceedToCheckout, selectProduct, signUp, STATIC_ONLY, typeStreetAddress, useBrowser, USUAL_ADDRESS } from './support';

useBrowser();

const DEVICES = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

interface CalendarView {
  orders: Array<{ deliveryDate: string; deliveryTime: string }>;
  today: string;
  firstDay: string;
  leadHours: number;
  slots: string[];
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A customer with one refrigerator in the cart, on /delivery. */
async function onDeliveryPage(page: Page) {
  await signUp(page);
  const { fridge } = pickJourneyProducts(await catalogue(page));
  await selectProduct(page, fridge);
  await proceedToCheckout(page);
}

/** The confirm step's delivery facts (Address, Date, Time). */
async function confirmedFacts(page: Page) {
  await expectHeading(page, 'Confirm & Submit');
  const fact = (name: string) => page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
  return { address: await fact('Address'), date: await fact('Date'), time: await fact('Time') };
}

async function appointment(page: Page) {
  return {
    location: await page.getByTestId('selected-location').textContent(),
    date: await page.getByTestId('selected-date').textContent(),
    time: await page.getByTestId('selected-time').textContent(),
  };
}

if (!STATIC_ONLY) {
  for (const device of DEVICES) {
    describe(`the delivery lead time and a kept checkout, on a ${device.name} (needs the gateway and the services)`, { timeout: 180_000 }, () => {
      test('when the delivery step opens, then tomorrow at 3:00 PM is shown before Schedule is pressed, and today cannot be chosen', async () => {
        const { context, page } = await newPage({ ...device.options, permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 } });
        try {
          await onDeliveryPage(page);
          const { body: calendar } = await getAsCustomer<CalendarView>(page, '/verifyCalandar');
          const tomorrow = addDays(calendar.today, 1);
          assert.equal(calendar.leadHours, 24, 'the default lead time');
          assert.equal(calendar.firstDay, tomorrow, 'the first bookable day is tomorrow');
          // 3:00 PM unless another customer of this run holds it tomorrow (spec 4: then the first free slot).
          const taken = new Set(calendar.orders.filter((order) => order.deliveryDate === tomorrow).map((order) => order.deliveryTime));
          const expectedTime = taken.has('3:00 PM') ? calendar.slots.find((slot) => !taken.has(slot)) : '3:00 PM';

          await page.getByTestId('selected-date').getByText(longDate(tomorrow), { exact: true }).waitFor();
          assert.equal(await page.getByTestId('selected-time').textContent(), expectedTime);

          // The calendar shows tomorrow selected and its time pressed; today (when in the same month) is too soon.
          await page.getByRole('button', { name: 'See More' }).click();
          await page.getByRole('button', { name: `${longDate(tomorrow)}, Available`, pressed: true }).waitFor();
          await page.getByRole('button', { name: `${expectedTime}, Available`, pressed: true }).waitFor();
          if (calendar.today.slice(0, 7) === tomorrow.slice(0, 7)) {
            const todayCell = page.getByRole('button', { name: `${longDate(calendar.today)}, Too soon, deliveries need notice` });
            assert.equal(await todayCell.getAttribute('title'), 'Too soon: deliveries need notice');
            assert.equal(await todayCell.getAttribute('aria-disabled'), 'true');
          }
        } finally {
          await context.close();
        }
      });

      test('when the customer goes Back from /billing, then the confirm step shows the choice; a reload of /delivery keeps it', async () => {
        const { context, page } = await newPage({ ...device.options });
        try {
          await onDeliveryPage(page);
          const { body: found } = await getAsCustomer<{ results: Array<{ placeName: string }> }>(page, '/geocode?q=Indianapolis&limit=8');
          const city = found.results[0]?.placeName;
          assert.ok(city, 'the search finds Indianapolis');
          await pickPlace(page, 'Indianapolis', city);
          // A time of the customer's own, so that the defaults could not explain what comes back.
          await page.getByRole('button', { name: 'See More' }).click();
          // A quiet day, the last bookable one shown (next month's when this month shows only the default day): the
          // run's other customers take the first bookable day's times.
          const days = page.getByRole('grid').getByRole('button', { name: /, Available$/ });
          if ((await days.count()) < 2) await page.getByRole('button', { name: 'Next month' }).click();
          await days.last().click();
          // The last free time of the day, unless it is the default.
          const defaultTime = await page.getByTestId('selected-time').textContent();
          const free = page.getByRole('button', { name: /^\d{1,2}:00 [AP]M, Available$/ });
          const labels = (await free.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/, Available$/, ''));
          const ownTime = labels.filter((label) => label !== defaultTime).at(-1);
          assert.ok(ownTime, 'a free time other than the default');
          await free.nth(labels.lastIndexOf(ownTime)).click();
          const chosen = await appointment(page);
          assert.equal(chosen.time, ownTime);

          // A reload on the delivery step keeps the place, the date and the time.
          await page.reload();
          await expectHeading(page, 'Delivery Appointment');
          await page.getByTestId('selected-time').getByText(ownTime, { exact: true }).waitFor();
          assert.deepEqual(await appointment(page), chosen);

          await typeStreetAddress(page);
          await page.getByRole('button', { name: 'Schedule Delivery' }).click();
          const facts = await confirmedFacts(page);
          assert.deepEqual(facts, { address: USUAL_ADDRESS.line, date: chosen.date, time: ownTime });
          await page.getByRole('button', { name: 'Confirm Order' }).click();
          await page.waitForURL('**/billing?data=*');
          await expectHeading(page, 'Enter Billing Details');

          // Back: the confirm step again, with the same choice.
          await page.goBack();
          await page.waitForURL('**/delivery');
          assert.deepEqual(await confirmedFacts(page), facts);
          assert.equal(await page.getByRole('button', { name: 'Confirm Order' }).isEnabled(), true);

          // A reload there keeps it too; Reschedule shows it on the delivery step.
          await page.reload();
          assert.deepEqual(await confirmedFacts(page), facts);
          await page.getByRole('button', { name: 'Reschedule' }).click();
          await expectHeading(page, 'Delivery Appointment');
          assert.deepEqual(await appointment(page), chosen);
        } finally {
          await context.close();
        }
      });
    });
  }
}
