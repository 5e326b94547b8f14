/**
 * End-to-end check of the storefront polish of issue 25 in headless Chromium, through the gateway, on a 1280 px desktop
 * and a 390 px phone: a toast hides none of the header's links; focus stays with what the customer was doing (a TV size
 * picked, a dialog closed with Escape, the move to /delivery); the delivery confirm step sits in the middle of a desktop
 * screen; Edit Billing names the provider's reason for a declined card under the card; the Danger Zone says what a pause
 * does and its limits, before and while paused.
 *
 * Each test has its own customer; the one that orders (through the API) books a slot it reads as free (runs after
 * delivery*.e2e.ts).
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS } from '@rto/rules';
import type { Locator, Page } from 'playwright-core';
import { rentFridgeByApi } from './api-checkout';
import {
  catalogue,
  DEVICES,
  expectHeading,
  fillTestCard,
  getAsCustomer,
  newPage,
  pickJourneyProducts,
  pickPlace,
  proceedToCheckout,
  restingToast,
  selectProduct,
  signUp,
  snapshot,
  STATIC_ONLY,
  toastSaying,
  typeStreetAddress,
  useBrowser,
} from './support';

useBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is on screen');
  return box;
}

/** `locator` gets the keyboard focus (within 2 s: a dialog gives it back once it has gone); else says what has it. */
async function assertFocused(page: Page, locator: Locator, what: string) {
  let focused = false;
  for (const deadline = Date.now() + 2000; !focused && Date.now() < deadline; ) {
    focused = await locator.evaluate((element) => element === document.activeElement);
    if (!focused) await page.waitForTimeout(100);
  }
  const actual = await page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
  });
  assert.ok(focused, `focus is on ${what}, not on ${actual}`);
}

/** A toast, once its entry animation has ended, covers none of the header's links and buttons. */
async function assertToastClearOfHeader(page: Page, text: string) {
  const toast = await restingToast(page, text);
  const toastBox = await boxOf(toast);
  const links = page.getByRole('banner').locator('a, button');
  let seen = 0;
  for (const link of await links.all()) {
    if (!(await link.isVisible())) continue;
    const box = await boxOf(link);
    seen += 1;
    assert.ok(!overlaps(toastBox, box), `the toast ${JSON.stringify(toastBox)} keeps clear of the header's "${(await link.getAttribute('aria-label')) ?? await link.textContent()}" ${JSON.stringify(box)}`);
  }
  assert.ok(seen >= 3, "the header's links are shown");
}

/** On /delivery: the usual place and street, the first free hour offered, then Schedule Delivery: the confirm step. */
async function reachConfirmStep(page: Page) {
  const place = (await getAsCustomer<{ results: Array<{ placeName: string }> }>(page, '/geocode?q=Indianapolis&limit=8')).body.results[0]?.placeName ?? '';
  await pickPlace(page, 'Indianapolis', place);
  await typeStreetAddress(page);
  await page.getByRole('button', { name: 'See More' }).click();
  await page.getByRole('button', { name: /^\d{1,2}:00 [AP]M, Available$/ }).last().click();
  await page.getByRole('button', { name: 'Schedule Delivery' }).click();
  await expectHeading(page, 'Confirm & Submit');
}

if (!STATIC_ONLY) {
  describe('the storefront polish of issue 25 (needs the gateway and the services)', { timeout: 300_000 }, () => {
    for (const [name, options] of DEVICES) {
      test(`${name}: a toast hides no header link, focus stays with the customer's step, and the confirm step is not pushed to one side`, async () => {
        const { context, page } = await newPage(options);
        try {
          await signUp(page);
          const products = await catalogue(page);
          const { tv, combo, fridge } = pickJourneyProducts(products);

          // A product selected: spec 8's toast, below the header rather than over its links.
          await selectProduct(page, fridge);
          await assertToastClearOfHeader(page, 'Item added to cart');
          await snapshot(page, `polish-storefront-${name}-1-toast`);

          // A TV size picked: focus goes back to the TV's Select button, not to the top of the document.
          const tvButton = page.getByRole('article', { name: tv.name, exact: true }).getByRole('button', { name: /^Select/ });
          await tvButton.click();
          const sizes = page.getByRole('dialog', { name: 'Select TV Size' });
          await sizes.getByRole('button', { name: /^55"/ }).click();
          await sizes.waitFor({ state: 'hidden' });
          await assertFocused(page, tvButton, "the TV's Select button");

          // Escape closes the plug choice: focus goes back to the combo's Select button that opened it.
          const comboButton = page.getByRole('article', { name: combo.name, exact: true }).getByRole('button', { name: /^Select/ });
          await comboButton.click();
          const plugs = page.getByRole('dialog', { name: 'Select Dryer Plug Type' });
          await plugs.waitFor();
          await page.keyboard.press('Escape');
          await plugs.waitFor({ state: 'hidden' });
          await assertFocused(page, comboButton, "the combo's Select button");

          // On to /delivery: focus on the page's main heading.
          await proceedToCheckout(page);
          await assertFocused(page, page.getByRole('heading', { level: 1, name: 'Delivery Appointment' }), 'the heading Delivery Appointment');

          // The confirm step: centred in the page's column on a desktop, or filling it.
          await reachConfirmStep(page);
          const step = page.getByRole('region', { name: 'Your items' }).locator('..');
          const column = await boxOf(page.getByRole('main').locator('header').first());
          const box = await boxOf(step);
          const left = box.x - column.x;
          const right = column.x + column.width - (box.x + box.width);
          assert.ok(left >= -1 && right >= -1, `the confirm step stays in the column (${left} px left, ${right} px right)`);
          assert.ok(Math.abs(left - right) <= 4 || box.width >= column.width - 4, `the confirm step is centred or fills the column: ${Math.round(left)} px left, ${Math.round(right)} px right`);
          await snapshot(page, `polish-storefront-${name}-2-confirm`);
        } finally {
          await context.close();
        }
      });

      test(`${name}: Edit Billing names the provider's reason for a declined card under the card, and the Danger Zone says what a pause does`, async () => {
        const { context, page } = await newPage(options);
        try {
          // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
          await rentFridgeByApi(page);
          await page.goto('/dashboard');
          await expectHeading(page, 'Welcome back, E2E Customer!');

          // The Danger Zone, before pausing: what pausing does and its limits, and that it can be undone.
          const status = page.getByTestId('billing-status');
          const limits = [`up to ${PAUSE_MAX_DAYS} days`, `once every ${PAUSE_EVERY_MONTHS} months`, 'ends by itself'];
          const said = (await status.textContent()) ?? '';
          for (const words of limits) assert.ok(said.includes(words), `before pausing it says "${words}": ${said}`);
          assert.ok(!/cannot be undone/i.test((await page.getByRole('heading', { name: 'Danger Zone' }).locator('..').textContent()) ?? ''));

          // A declined card in Edit Billing: spec 8's toast, and the provider's reason under the card.
          const edit = page.getByRole('button', { name: 'Edit Billing' });
          await edit.click();
          const dialog = page.getByRole('dialog', { name: 'Edit Billing' });
          await dialog.getByText('Test mode', { exact: true }).waitFor();
          await fillTestCard(dialog, '4000000000000002');
          await dialog.getByRole('button', { name: 'Save Changes' }).click();
          await toastSaying(page, 'Failed to update payment method. Please try again.').waitFor();
          await dialog.getByTestId('card-error').getByText(/declined/i).waitFor();
          await snapshot(page, `polish-storefront-${name}-3-declined`);

          // Escape closes it: focus goes back to Edit Billing.
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
          await assertFocused(page, edit, 'Edit Billing');

          // While paused: still what a pause does and its limits, beside Unpause Billing.
          await page.getByRole('button', { name: 'Pause Billing' }).click();
          await page.getByRole('button', { name: 'Unpause Billing' }).waitFor();
          // The day it ends comes with billing's details, read again after the pause.
          await status.filter({ hasText: 'It ends by itself on' }).waitFor();
          const paused = (await status.textContent()) ?? '';
          for (const words of limits) assert.ok(paused.includes(words), `while paused it says "${words}": ${paused}`);
          await snapshot(page, `polish-storefront-${name}-4-paused`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
