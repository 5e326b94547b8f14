/**
 * End-to-end check of the storefront (issue 4) in headless Chromium, through the gateway.
 *
 *   npm run e2e -w frontend                     # against the gateway (E2E_BASE_URL, default http://localhost:8080)
 *   E2E_STATIC_ONLY=1 E2E_BASE_URL=http://localhost:4173 npm run e2e -w frontend
 *                                               # only the screens that need no backend, e.g. against `vite preview`
 *
 * Chromium is the system's (CHROMIUM_PATH, default /usr/bin/chromium), driven by playwright-core: no browser
 * download is needed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  authSubmit,
  BASE_URL,
  catalogue,
  expectHeading,
  formatUsd,
  getAsCustomer,
  logIn,
  newPage,
  toastSaying,
  pickInDialog,
  pickJourneyProducts,
  selectProduct,
  signUp,
  STATIC_ONLY,
  useBrowser,
} from './support';

useBrowser();

const GUIDES: Array<[string, string]> = [
  ['/freezer', 'Freezer Troubleshooting'],
  ['/refrigerator', 'Refrigerator Troubleshooting'],
  ['/dryer', 'Dryer Troubleshooting'],
  ['/washer', 'Washer Troubleshooting'],
  ['/tv', 'TV Troubleshooting'],
];

async function visitEveryGuide(page: Page) {
  for (const [path, heading] of GUIDES) {
    await page.goto(path);
    await expectHeading(page, heading);
    assert.equal(await page.getByRole('list', { name: 'Steps' }).getByRole('listitem').count(), 5, `${path} has five steps`);
  }
}

describe('storefront screens that need no backend', { timeout: 120_000 }, () => {
  test('when the served scripts are read, then they point to no source map and none is served', async () => {
    const html = await (await fetch(`${BASE_URL}/`, { headers: { accept: 'text/html' } })).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!);
    assert.ok(scripts.length > 0, 'the page loads at least one script');
    for (const script of scripts) {
      const code = await (await fetch(new URL(script, BASE_URL))).text();
      assert.doesNotMatch(code, /sourceMappingURL/);
      const map = await fetch(new URL(`${script}.map`, BASE_URL), { headers: { accept: 'application/json' } });
      assert.equal(map.status, 404);
    }
  });

  test('when every troubleshooting page is opened, then its heading and five steps show', async () => {
    const { context, page } = await newPage();
    try {
      await visitEveryGuide(page);
    } finally {
      await context.close();
    }
  });

  test('when sign-up is sent empty on a phone, then the toasts come in the spec order', async () => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.goto('/');
      await expectHeading(page, 'Create Account / Log In');
      await authSubmit(page, 'Sign Up').click();
      await toastSaying(page, 'Please enter your name').waitFor();
      await page.getByLabel('Full Name').fill('E2E Person');
      await authSubmit(page, 'Sign Up').click();
      await toastSaying(page, 'Please enter your email').waitFor();
      await page.getByLabel('Email Address').fill('e2e@example.com');
      await authSubmit(page, 'Sign Up').click();
      await toastSaying(page, 'Please enter your mobile number').waitFor();
      await page.getByLabel('Mobile Number').fill('5550100');
      await authSubmit(page, 'Sign Up').click();
      await toastSaying(page, 'Please enter your password').waitFor();
      // Nothing may stick out sideways on a 360 px phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no horizontal scrolling at 360 px');
    } finally {
      await context.close();
    }
  });

  test('when /?login=true is opened, then Log In is preselected', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/?login=true');
      await page.getByRole('button', { name: 'Log In', pressed: true }).waitFor();
      assert.equal(await page.getByLabel('Full Name').count(), 0);
    } finally {
      await context.close();
    }
  });

  test('when the contact form and the reset form are sent empty, then they ask for the first missing field', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/contact');
      await expectHeading(page, 'Contact Support');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await toastSaying(page, 'Please enter your name').waitFor();

      await page.goto('/reset-password');
      await expectHeading(page, 'Reset Password');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await toastSaying(page, 'Please enter your email').waitFor();
    } finally {
      await context.close();
    }
  });

  test('when /admin is opened without a session and /confirm is opened, then Log In is asked and Confirm Order alerts', async () => {
    const { context, page } = await newPage();
    try {
      // The back office is for admins: a visitor is sent to log in (an admin's landing is in admin.e2e.ts).
      await page.goto('/admin');
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login') === 'true');
      await page.getByRole('button', { name: 'Log In', pressed: true }).waitFor();

      await page.goto('/confirm');
      await expectHeading(page, 'Sample: Confirm & Submit');
      // alert() blocks the page until answered, so accept it as it opens and keep its text.
      const alertText = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        });
      });
      await page.getByRole('button', { name: 'Confirm Order' }).click();
      assert.equal(await alertText, 'Order confirmed successfully!');
    } finally {
      await context.close();
    }
  });
});

if (!STATIC_ONLY) {
  describe('the customer journey of issue 4 (needs the gateway and the services)', { timeout: 180_000 }, () => {
    test('when a new customer fills a cart and checks out, then the server cart holds exactly that, and support and guides work', async () => {
      const { context, page } = await newPage();
      try {
        const { email, password } = await signUp(page);

        // Pick a 55" TV, a combo with a 4-prong plug and a refrigerator.
        const { tv, combo, fridge } = pickJourneyProducts(await catalogue(page));
        await selectProduct(page, tv);
        await pickInDialog(page, 'Select TV Size', /^55"/);
        await selectProduct(page, combo);
        await pickInDialog(page, 'Select Dryer Plug Type', /4-Prong/);
        await selectProduct(page, fridge);
        await page.getByText('3 item(s) selected').waitFor();

        // The cart total follows spec 9: sum of monthly prices, plus tvSize - 1 for the TV.
        await page.getByRole('button', { name: 'View Cart' }).click();
        const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
        const expectedCents = Math.round(tv.monthly_price * 100) + Math.round(combo.monthly_price * 100) + Math.round(fridge.monthly_price * 100) + 54 * 100;
        assert.equal((await cart.getByTestId('cart-total').textContent())?.trim(), formatUsd(expectedCents / 100));
        await cart.getByText('TV size: 55"').waitFor();
        await cart.getByText('Plug type: 4-prong 220V USA Homes').waitFor();

        // Checkout syncs the cart and lands on /delivery.
        await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
        await page.waitForURL('**/delivery');

        const serverCart = await getAsCustomer<{ cartItems: { items: Array<{ id?: string; _id?: string }>; tvSize: number } }>(page, '/getCartItems');
        assert.equal(serverCart.status, 200);
        const ids = serverCart.body.cartItems.items.map((item) => item.id ?? item._id).sort();
        assert.deepEqual(ids, [tv._id, combo._id, fridge._id].sort());
        assert.equal(serverCart.body.cartItems.tvSize, 55);

        // Log out, then log in again.
        await page.getByRole('button', { name: 'Log out' }).click();
        await page.waitForURL('**/?login=true');
        assert.equal(await page.evaluate(() => window.localStorage.getItem('token')), null);
        await logIn(page, email, password);

        // Support message.
        await page.goto('/contact');
        await page.getByLabel('Your Name').fill('E2E Customer');
        await page.getByLabel('Email Address').fill(email);
        await page.getByPlaceholder('Describe your issue...').fill('My dryer does not heat (sent by the end-to-end test).');
        await page.getByRole('button', { name: 'Send Message' }).click();
        await page.locator('[data-sonner-toast][data-type="success"]').waitFor();

        await visitEveryGuide(page);
      } finally {
        await context.close();
      }
    });
  });
}
