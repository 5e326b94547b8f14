/**
 * End-to-end check of the storefront polish of issue 14 in headless Chromium, through the gateway, at a desktop
 * (1280x900) and a phone (390x844) size: a guest's picks survive log-in and sign-up (they join the account's server
 * cart), a TV card is priced by the inch, the header leads a customer to My Account and an admin to the back office,
 * and on a phone the header is one row with the first product and the Sign Up button above the fold.
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  authSubmit,
  catalogue,
  expectHeading,
  getAsCustomer,
  logInAsAdmin,
  newPage,
  pickInDialog,
  pickJourneyProducts,
  proceedToCheckout,
  selectProduct,
  signUp,
  snapshot,
  STATIC_ONLY,
  submitSignUp,
  useBrowser,
} from './support';

useBrowser();

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

interface ServerCart {
  cartItems: { items: Array<{ id: string; monthly_price: number; tvSize?: number; comboItem?: { plugType: string } }>; tvSize: number | null };
}

async function serverCart(page: Page) {
  const { status, body } = await getAsCustomer<ServerCart>(page, '/getCartItems');
  assert.equal(status, 200);
  return body.cartItems;
}

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Continue as a guest: no 'Error syncing cart', the invitation to log in or sign up, with the way back to the checkout. */
async function continueAsGuest(page: Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByText('Log in or create an account to continue', { exact: true }).first().waitFor();
  await page.waitForURL(/\/\?next=%2Fdelivery$/);
  await expectHeading(page, 'Create Account / Log In');
  assert.equal(await page.getByText('Error syncing cart').count(), 0);
}

/** The header's links and buttons share one row, and the header is no taller than that row needs. */
async function assertHeaderIsOneRow(page: Page) {
  // The page renders once its own script has come (the first render waits for it): wait for the header, not the load.
  await page.waitForFunction(() => (document.querySelector('header')?.querySelectorAll('a, button').length ?? 0) >= 4);
  const { height, tops } = await page.evaluate(() => {
    const header = document.querySelector('header');
    const items = Array.from(header?.querySelectorAll('a, button') ?? [], (element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    return { height: header?.getBoundingClientRect().height ?? 0, tops: items.map((box) => Math.round(box.top + box.height / 2)) };
  });
  assert.ok(tops.length >= 4, 'the brand and the links are shown');
  assert.ok(Math.max(...tops) - Math.min(...tops) <= 2, `the header's items share one row (centres ${tops.join(', ')})`);
  assert.ok(height <= 64, `the header is one row high (${height} px)`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'nothing sticks out sideways');
}

/** The element is entirely on screen without scrolling, above `bottom` (the sticky selection bar, say). */
async function assertAboveTheFold(page: Page, what: string, box: { y: number; height: number } | null, bottom: number) {
  assert.ok(box, `${what} is shown`);
  assert.ok(box.y >= 0 && box.y + box.height <= bottom, `${what} is above the fold (${Math.round(box.y)}..${Math.round(box.y + box.height)} of ${bottom} px)`);
}

if (!STATIC_ONLY) {
  describe('the storefront polish of issue 14 (needs the gateway and the services)', { timeout: 300_000 }, () => {
    for (const { name, viewport } of SIZES) {
      test(`${name}: when a guest picks a 55" TV and a refrigerator and signs up from Continue, then both are in the server cart and the checkout goes on`, async () => {
        const { context, page } = await newPage({ viewport });
        try {
          await page.goto('/appliance');
          const { tv, fridge } = pickJourneyProducts(await catalogue(page));
          assert.equal(tv.monthly_price, 1, 'TVs are $1 per inch (Schedule A)');

          // A TV is priced as it is sold: by the inch, from the 40" price; then at the size picked.
          const tvCard = page.getByRole('article', { name: tv.name, exact: true });
          await tvCard.getByText('from $40/mo', { exact: true }).waitFor();
          await tvCard.getByText('$1 per inch', { exact: true }).waitFor();
          await snapshot(page, `polish-${name}-1-tv-card`);
          await selectProduct(page, tv);
          await pickInDialog(page, 'Select TV Size', /^55"/);
          await tvCard.getByText('$55.00/mo', { exact: true }).waitFor();
          await selectProduct(page, fridge);
          await page.getByText('2 item(s) selected').waitFor();
          await mainNav(page).getByRole('link', { name: 'Cart, 2 item(s)' }).waitFor();

          await continueAsGuest(page);
          await snapshot(page, `polish-${name}-2-asked-to-sign-up`);
          await submitSignUp(page);
          await page.waitForURL('**/delivery');
          await expectHeading(page, 'Delivery Appointment');

          const cart = await serverCart(page);
          assert.deepEqual(cart.items.map((item) => item.id).sort(), [tv._id, fridge._id].sort());
          assert.equal(cart.tvSize, 55);
          assert.equal(cart.items.find((item) => item.id === tv._id)?.monthly_price, 55);
          assert.equal(await page.evaluate(() => window.localStorage.getItem('cartItems')), null, 'the local cart is cleared (spec 3)');
        } finally {
          await context.close();
        }
      });
    }

    test('when a guest logs in to an account whose cart already holds items, then the picks join them once each, at the server prices', async () => {
      const { context, page } = await newPage();
      try {
        const { email, password } = await signUp(page);
        const { combo, fridge } = pickJourneyProducts(await catalogue(page));
        await selectProduct(page, fridge);
        await proceedToCheckout(page);
        await mainNav(page).getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL('**/?login=true');

        // As a guest again: the refrigerator once more, and a combo set with its plug.
        await page.goto('/appliance');
        await mainNav(page).getByRole('link', { name: 'Cart, 0 item(s)' }).waitFor();
        await selectProduct(page, fridge);
        await selectProduct(page, combo);
        await pickInDialog(page, 'Select Dryer Plug Type', /3-Prong/);
        await continueAsGuest(page);
        await page.getByRole('button', { name: 'Log In', pressed: false }).click();
        await page.waitForURL(/\/\?next=%2Fdelivery&login=true$/);
        await page.getByLabel('Email Address').fill(email);
        await page.getByLabel('Password').fill(password);
        await authSubmit(page, 'Log In').click();
        await page.waitForURL('**/delivery');

        const cart = await serverCart(page);
        assert.deepEqual(cart.items.map((item) => item.id).sort(), [combo._id, fridge._id].sort(), 'one line per product');
        assert.equal(cart.items.find((item) => item.id === combo._id)?.comboItem?.plugType, '3-prong');
        for (const product of [combo, fridge]) {
          assert.equal(cart.items.find((item) => item.id === product._id)?.monthly_price, product.monthly_price, `${product.name} at the catalogue's price`);
        }
      } finally {
        await context.close();
      }
    });

    for (const { name, viewport } of SIZES) {
      test(`${name}: when a customer uses the header, then My Account opens their account; the header is one row and the first product is above the fold`, async () => {
        const { context, page } = await newPage({ viewport });
        try {
          await signUp(page);
          await page.getByRole('article').first().waitFor();
          await assertHeaderIsOneRow(page);
          const bar = await page.getByText(/item\(s\) selected$/).boundingBox();
          assert.ok(bar, 'the selection bar is shown');
          await assertAboveTheFold(page, 'the first product card', await page.getByRole('article').first().boundingBox(), Math.floor(bar.y));
          await snapshot(page, `polish-${name}-3-customer-catalogue`);

          await mainNav(page).getByRole('link', { name: 'My Account' }).click();
          await page.waitForURL('**/dashboard');
          await expectHeading(page, 'Welcome back, E2E Customer!');
          assert.equal(await mainNav(page).getByRole('link', { name: 'Admin' }).count(), 0);
        } finally {
          await context.close();
        }
      });

      test(`${name}: when an admin logs in, then they land on the back office, and the header's Admin link leads back to it`, async () => {
        const { context, page } = await newPage({ viewport });
        try {
          await logInAsAdmin(page);
          await expectHeading(page, 'Dashboard Overview');

          await page.goto('/contact');
          await assertHeaderIsOneRow(page);
          await mainNav(page).getByRole('link', { name: 'Admin' }).click();
          await page.waitForURL('**/admin/dashboard');
          await expectHeading(page, 'Dashboard Overview');
          await snapshot(page, `polish-${name}-4-admin-from-header`);
        } finally {
          await context.close();
        }
      });

      test(`${name}: when a visitor opens the home page, then the header is one row and the Sign Up button is above the fold`, async () => {
        const { context, page } = await newPage({ viewport });
        try {
          await page.goto('/');
          await expectHeading(page, 'Create Account / Log In');
          await assertHeaderIsOneRow(page);
          await assertAboveTheFold(page, 'the Sign Up button', await authSubmit(page, 'Sign Up').boundingBox(), viewport.height);
          await snapshot(page, `polish-${name}-5-home`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
