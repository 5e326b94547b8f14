/**
 * End-to-end check of the delivery page (issue 10) in headless Chromium, through the gateway, against every service
 * (`make e2e`). A customer fills a cart, searches a city and picks it with Enter, opens the calendar, sees a slot
 * that another customer holds disabled, picks a free one, schedules, confirms, and lands on /billing with the
 * documented `data`.
 *
 * "Another customer" books through scheduling's internal API, the way the order service claims a slot at checkout:
 * with a service token signed by the kit from the same settings the services run with (.data/test.env under this
 * process's environment, as `node infra/scripts/dev.mjs --e2e` gives them), on scheduling's port in that run
 * (E2E_SCHEDULING_URL; dev.mjs --e2e moves every service 200 ports up, so 4204).
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { parseEnv } from 'node:util';
import {
  catalogue,
  expectHeading,
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
  snapshot,
  STATIC_ONLY,
  useBrowser,
  typeStreetAddress,
  USUAL_ADDRESS,
} from './support';

// The kit and the services are CommonJS packages whose entries re-export their modules, which ESM named imports
// cannot see: require them (tsx compiles their TypeScript sources under the `development` condition).
const require = createRequire(import.meta.url);
const { createInternalClient, loadConfig, platformConfigSchema } = require('@rto/kit') as typeof import('@rto/kit');
const { schedulingInternalContract } = require('@rto/contracts') as typeof import('@rto/contracts');

useBrowser();

const SCHEDULING_URL = process.env.E2E_SCHEDULING_URL ?? 'http://127.0.0.1:4204';

interface Calendar {
  orders: Array<{ deliveryDate: string; deliveryTime: string }>;
  today: string;
  lastDay: string;
  timeZone: string;
  deliveryDays: number[];
  slots: string[];
  firstDay: string;
}

interface Place {
  id: string;
  name: string;
  placeName: string;
  lat: number;
  lng: number;
}

/** The environment the services of this run were started with: the test servers' file, under this process's own. */
function servicesEnvironment(): NodeJS.ProcessEnv {
  const file = new URL('../../.data/test.env', import.meta.url);
  const fromFile = fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  return { ...fromFile, ...process.env, NODE_ENV: 'test' };
}

/** Books a slot as another customer's order would: scheduling's internal claim, with a service credential. */
async function bookAsAnotherCustomer(deliveryDate: string, deliveryTime: string) {
  const scheduling = createInternalClient({
    callee: 'scheduling',
    baseUrl: SCHEDULING_URL,
    caller: 'order',
    settings: loadConfig(platformConfigSchema, servicesEnvironment()),
  });
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const claim = await scheduling.call(schedulingInternalContract.claimSlot, {
    body: { orderId: `e2e-order-${suffix}`, customerId: `e2e-other-customer-${suffix}`, deliveryDate, deliveryTime },
  });
  assert.ok(claim.ok, `the other customer's claim of ${deliveryDate} ${deliveryTime} succeeds: ${JSON.stringify(claim)}`);
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The first delivery day after tomorrow where 3:00 PM and 4:00 PM are both free: never today (inside the lead time),
 * nor tomorrow, the default date, whose 3:00 PM the test expects free.
 */
function nextDeliveryDay(calendar: Calendar): string {
  for (let date = addDays(calendar.today, 2); date <= calendar.lastDay; date = addDays(date, 1)) {
    const taken = calendar.orders.filter((booking) => booking.deliveryDate === date).map((booking) => booking.deliveryTime);
    if (calendar.deliveryDays.includes(weekdayOf(date)) && !taken.includes('3:00 PM') && !taken.includes('4:00 PM')) return date;
  }
  assert.fail('the calendar has a delivery day with 3:00 PM and 4:00 PM free');
}


if (!STATIC_ONLY) {
  describe('the delivery page of issue 10 (needs the gateway and the services, scheduling included)', { timeout: 180_000 }, () => {
    test('when a customer schedules around a slot another customer holds, then that slot is disabled and /billing gets the documented choice', async () => {
      // The browser says the customer is in Chicago; the delivery goes to Indianapolis, found by the search.
      const { context, page } = await newPage({ permissions: ['geolocation'], geolocation: { latitude: 41.8781, longitude: -87.6298 } });
      try {
        await signUp(page);

        // Another customer holds 3:00 PM on the next delivery day.
        const calendar = await getAsCustomer<Calendar>(page, '/verifyCalandar');
        assert.equal(calendar.status, 200);
        const day = nextDeliveryDay(calendar.body);
        await bookAsAnotherCustomer(day, '3:00 PM');
        const afterBooking = await getAsCustomer<Calendar>(page, '/verifyCalandar');
        assert.deepEqual(
          afterBooking.body.orders.filter((booking) => booking.deliveryDate === day),
          [{ deliveryDate: day, deliveryTime: '3:00 PM' }],
          'the calendar shows the booking, and nothing about who holds it',
        );

        // A cart of two: a 55" TV and a refrigerator (two items: delivery is free).
        const { tv, fridge } = pickJourneyProducts(await catalogue(page));
        await selectProduct(page, tv);
        await pickInDialog(page, 'Select TV Size', /^55"/);
        await selectProduct(page, fridge);
        await proceedToCheckout(page);

        // The current location, named through /geocode, and the offline map (no Mapbox token in this build).
        await page.getByText('Current location:').waitFor();
        await page.getByTestId('offline-map').waitFor();
        await page.getByText(/Delivery fee:\s*Free/).waitFor();
        // Spec 4: 3:00 PM on the first bookable day, or its first free slot when this run's other customers hold it.
        const heldFirstDay = new Set(calendar.body.orders.filter((booking) => booking.deliveryDate === calendar.body.firstDay).map((booking) => booking.deliveryTime));
        const defaultTime = heldFirstDay.has('3:00 PM') ? calendar.body.slots.find((slot) => !heldFirstDay.has(slot)) : '3:00 PM';
        assert.equal(await page.getByTestId('selected-time').textContent(), defaultTime, 'the default time is 3:00 PM, or the first free one');

        // Search a city and pick it with Enter.
        const { body: found } = await getAsCustomer<{ results: Place[] }>(page, '/geocode?q=Indianapolis&limit=8');
        const city = found.results[0];
        assert.ok(city, 'the search finds Indianapolis');
        assert.ok((await pickPlace(page, 'Indianapolis', city.placeName)) <= 8, 'at most 8 results');
        await page.getByTestId('map-pin').waitFor();
        await snapshot(page, '1-delivery-step');

        // Open the calendar on the booked day: 3:00 PM is disabled, and the time fell back to the first free slot.
        await page.getByRole('button', { name: 'See More' }).click();
        // The calendar opens on the default date's month (tomorrow's, the first bookable day).
        if (day.slice(0, 7) !== addDays(calendar.body.today, 1).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
        await page.getByRole('button', { name: `${longDate(day)}, Available` }).click();
        await page.getByTestId('selected-date').getByText(longDate(day)).waitFor();
        const booked = page.getByRole('button', { name: '3:00 PM, Booked' });
        assert.equal(await booked.getAttribute('aria-disabled'), 'true');
        assert.equal(await booked.getAttribute('title'), 'This time slot is already booked');
        assert.equal(await page.getByTestId('selected-time').textContent(), '8:00 AM', 'the first free slot replaces the booked 3:00 PM');
        await booked.click({ force: true }); // aria-disabled: Playwright would wait for it to become enabled
        assert.equal(await page.getByTestId('selected-time').textContent(), '8:00 AM', 'a booked slot cannot be chosen');

        // Pick a free slot and schedule.
        await page.getByRole('button', { name: '4:00 PM, Available' }).click();
        assert.equal(await page.getByRole('button', { name: '4:00 PM, Available' }).getAttribute('aria-pressed'), 'true');
        await snapshot(page, '2-calendar');
        await typeStreetAddress(page);
        await page.getByRole('button', { name: 'Schedule Delivery' }).click();

        // Confirm & Submit: the items, the total (spec 9), free delivery, the appointment.
        await expectHeading(page, 'Confirm & Submit');
        const totalCents = Math.round(tv.monthly_price * 100) + Math.round(fridge.monthly_price * 100) + (55 - 1) * 100;
        await page.getByText(`Total ${formatUsd(totalCents / 100)}/month`, { exact: true }).waitFor();
        await page.getByRole('heading', { name: tv.name, exact: true }).waitFor();
        await page.getByRole('heading', { name: fridge.name, exact: true }).waitFor();
        await page.getByText('Free', { exact: true }).waitFor();
        await page.getByText(USUAL_ADDRESS.line, { exact: true }).waitFor();
        await page.getByText(longDate(day), { exact: true }).waitFor();
        await page.getByText('4:00 PM', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Reschedule' }).waitFor();
        await snapshot(page, '3-confirm-step');

        await page.getByRole('button', { name: 'Confirm Order' }).click();
        await page.waitForURL('**/billing?data=*');
        await expectHeading(page, 'Enter Billing Details');

        const expected = {
          location: { lat: city.lat, lng: city.lng },
          deliveryDate: day,
          deliveryTime: '4:00 PM',
          totalCost: totalCents / 100,
          locationName: city.placeName,
          // Added to the spec's choice (issue 21): the street address typed and the stairs answer.
          deliveryAddress: { street: USUAL_ADDRESS.street, city: 'Indianapolis', state: 'IN', zipCode: USUAL_ADDRESS.zipCode },
          stairs: false,
        };
        const url = new URL(page.url());
        assert.equal(url.pathname, '/billing');
        assert.deepEqual(JSON.parse(url.searchParams.get('data') ?? ''), expected);
        assert.equal(url.search, `?data=${encodeURIComponent(JSON.stringify(expected))}`, 'data is URL-encoded JSON of exactly these fields');
      } finally {
        await context.close();
      }
    });
  });
}
