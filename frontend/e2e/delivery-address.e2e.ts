/**
 * Issue 21, item 5 (a delivery address), in headless Chromium on a desktop (1280x900) and a phone (390x844, touch),
 * through the gateway, offline (the gazetteer: no Mapbox here), billing in test mode. The customer picks the city
 * from the search, which fills in the city and state; the form refuses a missing street and a ZIP code of another
 * state under their fields; the street, unit, ZIP and access notes typed show on the confirm step and the billing
 * page, the checkout completes (test card 4242, signed by typing), and the order and My Account carry the address.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  catalogue,
  DEVICES,
  expectHeading,
  getAsCustomer,
  newPage,
  openAgreement,
  pickJourneyProducts,
  pickPlace,
  proceedToCheckout,
  selectProduct,
  signUp,
  snapshot,
  STATIC_ONLY,
  useBrowser,
} from './support';

useBrowser();

const CUSTOMER_NAME = 'E2E Customer'; // the name support.ts signs up with
const ADDRESS = { street: '200 E Washington St', unit: 'Apt 4', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Gate code 1234, third floor' };
const LINE = '200 E Washington St, Apt 4, Indianapolis, IN 46204';

if (!STATIC_ONLY) {
  describe('a delivery address (issue 21, item 5)', { timeout: 180_000 }, () => {
    for (const [deviceName, device] of DEVICES) {
      test(`${deviceName}: when a customer types the street, unit and access notes, then the confirm step, the order and My Account show them`, async () => {
        const { context, page } = await newPage(device);
        try {
          await signUp(page);
          const { fridge } = pickJourneyProducts(await catalogue(page));
          await selectProduct(page, fridge);
          await proceedToCheckout(page);

          // The city from the offline search fills in the city and state; the street and ZIP are the customer's.
          const { body: found } = await getAsCustomer<{ results: Array<{ placeName: string }> }>(page, '/geocode?q=Indianapolis&limit=8');
          await pickPlace(page, 'Indianapolis', found.results[0]?.placeName ?? '');
          const field = (label: string) => page.getByLabel(label, { exact: true });
          assert.equal(await field('City').inputValue(), 'Indianapolis');
          assert.equal(await page.getByRole('combobox', { name: 'State' }).inputValue(), 'IN');

          // A free time of this day (this run's other customers may hold the earlier ones).
          await page.getByRole('button', { name: 'See More' }).click();
          await page.getByRole('button', { name: /^\d{1,2}:00 [AP]M, Available$/ }).last().click();

          // Schedule with no street and a ZIP code of California: each field says what is wrong, and the step stays.
          await field('ZIP code').fill('90210');
          await page.getByRole('button', { name: 'Schedule Delivery' }).click();
          await page.getByText('Please enter the street address', { exact: true }).waitFor();
          await page.getByText('ZIP code 90210 is not in Indiana', { exact: true }).waitFor();
          assert.equal(await field('Street address').getAttribute('aria-invalid'), 'true');
          await expectHeading(page, 'Delivery Appointment');
          await snapshot(page, `delivery-address-${deviceName}-1-problems`);

          await field('Street address').fill(ADDRESS.street);
          await field('Apt / unit (optional)').fill(ADDRESS.unit);
          await field('ZIP code').fill(ADDRESS.zipCode);
          await field('Access notes (optional)').fill(ADDRESS.accessNotes);
          await page.getByRole('checkbox', { name: 'Do you have Stairs?' }).check();
          await page.getByRole('button', { name: 'Schedule Delivery' }).click();

          // The confirm step: the whole address, the notes and the stairs answer.
          await expectHeading(page, 'Confirm & Submit');
          assert.equal(await page.getByTestId('confirm-address').textContent(), LINE);
          assert.equal(await page.getByTestId('confirm-access-notes').textContent(), ADDRESS.accessNotes);
          await snapshot(page, `delivery-address-${deviceName}-2-confirm`);
          await page.getByRole('button', { name: 'Confirm Order' }).click();
          await page.waitForURL('**/billing?data=*');
          await expectHeading(page, 'Enter Billing Details');
          await page.getByText(new RegExp(`to ${LINE}\\.`)).waitFor();

          // The test card and a signature typed, then Submit.
          await page.getByText('Test mode', { exact: true }).waitFor();
          const dialog = await openAgreement(page);
          await dialog.getByRole('radio', { name: 'Type your name to sign' }).check();
          await dialog.getByRole('textbox', { name: 'Type your full name' }).fill(CUSTOMER_NAME);
          await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
          await dialog.getByRole('button', { name: 'Submit' }).click();
          await page.waitForURL('**/confirmation');
          await page.getByTestId('delivery-address').getByText(`${ADDRESS.street}, ${ADDRESS.unit}, ${ADDRESS.city}, ${ADDRESS.state} ${ADDRESS.zipCode}`).waitFor();

          // The order keeps the address and the stairs answer.
          const recent = await getAsCustomer<{ data: { _id: string; deliveryAddress: unknown; addressNeeded: boolean } }>(page, '/getRecentOrder');
          assert.equal(recent.status, 200);
          assert.deepEqual(recent.body.data.deliveryAddress, ADDRESS);
          assert.equal(recent.body.data.addressNeeded, false);
          const dashboard = await getAsCustomer<{ orders: Array<{ _id: string; stairs: boolean | null }> }>(page, '/getDashboardData');
          assert.equal(dashboard.body.orders.find((order) => order._id === recent.body.data._id)?.stairs, true);

          // My Account: the delivery line is the street address, and the order's card names it.
          await page.goto('/dashboard');
          await page.getByTestId('delivery-address').getByText(LINE, { exact: true }).waitFor();
          await page.getByText(`To ${LINE}`, { exact: true }).first().waitFor();
          assert.equal(await page.getByText('Address needed', { exact: true }).count(), 0);
          await snapshot(page, `delivery-address-${deviceName}-3-account`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
