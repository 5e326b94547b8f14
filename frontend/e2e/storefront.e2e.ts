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
import { after, before, describe, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const STATIC_ONLY = process.env.E2E_STATIC_ONLY === '1';
const STEP_TIMEOUT_MS = 15_000;

interface CatalogueProduct {
  _id: string;
  name: string;
  monthly_price: number;
  combo: boolean;
  category?: string;
}

let browser: Browser;

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});

after(async () => {
  await browser?.close();
});

async function newPage(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page };
}

/** The auth form's submit button (the Sign Up / Log In toggle above it has buttons with the same names). */
function authSubmit(page: Page, mode: 'Sign Up' | 'Log In') {
  return page.getByRole('form', { name: mode === 'Sign Up' ? 'Sign up' : 'Log in' }).getByRole('button', { name: mode, exact: true });
}

function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount);
}

async function expectHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

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
    const { context, page } = await newPage({ width: 360, height: 740 });
    try {
      await page.goto('/');
      await expectHeading(page, 'Create Account / Log In');
      await authSubmit(page, 'Sign Up').click();
      await page.getByText('Please enter your name').waitFor();
      await page.getByLabel('Full Name').fill('E2E Person');
      await authSubmit(page, 'Sign Up').click();
      await page.getByText('Please enter your email').waitFor();
      await page.getByLabel('Email Address').fill('e2e@example.com');
      await authSubmit(page, 'Sign Up').click();
      await page.getByText('Please enter your mobile number').waitFor();
      await page.getByLabel('Mobile Number').fill('5550100');
      await authSubmit(page, 'Sign Up').click();
      await page.getByText('Please enter your password').waitFor();
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
      await page.getByText('Please enter your name').waitFor();

      await page.goto('/reset-password');
      await expectHeading(page, 'Reset Password');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText('Please enter your email').waitFor();
    } finally {
      await context.close();
    }
  });

  test('when /admin and /confirm are opened, then admin lands on its dashboard and Confirm Order alerts', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/admin');
      await page.waitForURL('**/admin/dashboard');
      await expectHeading(page, 'Dashboard Overview');

      await page.goto('/confirm');
      await expectHeading(page, 'Confirm & Submit');
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

function pickJourneyProducts(products: CatalogueProduct[]) {
  const isTv = (product: CatalogueProduct) => product.name.toLowerCase().includes('tv');
  const tv = products.find(isTv);
  const combo = products.find((product) => product.combo && !isTv(product));
  const fridge = products.find(
    (product) => !product.combo && !isTv(product) && /refrigerator|fridge/i.test(`${product.category ?? ''} ${product.name}`),
  );
  assert.ok(tv && combo && fridge, 'the seeded catalogue has a TV, a combo set and a refrigerator');
  return { tv, combo, fridge };
}

async function selectProduct(page: Page, product: CatalogueProduct) {
  await page.getByRole('article', { name: product.name, exact: true }).getByRole('button', { name: 'Select', exact: true }).click();
}

async function pickInDialog(page: Page, dialogName: string, option: RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: option }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/?login=true');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await authSubmit(page, 'Log In').click();
  await page.waitForURL('**/appliance');
}

if (!STATIC_ONLY) {
  describe('the customer journey of issue 4 (needs the gateway and the services)', { timeout: 180_000 }, () => {
    test('when a new customer fills a cart and checks out, then the server cart holds exactly that, and support and guides work', async () => {
      const { context, page } = await newPage();
      try {
        const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
        const password = 'E2e-password-123';

        // Sign up.
        await page.goto('/');
        await page.getByLabel('Full Name').fill('E2E Customer');
        await page.getByLabel('Email Address').fill(email);
        await page.getByLabel('Mobile Number').fill('+1 555 0100');
        await page.getByLabel('Password').fill(password);
        await authSubmit(page, 'Sign Up').click();
        await page.waitForURL('**/appliance');
        assert.ok(await page.evaluate(() => window.localStorage.getItem('token')), 'a token is stored');

        // Pick a 55" TV, a combo with a 4-prong plug and a refrigerator.
        const { products } = await page.evaluate(async () => (await fetch('/getProducts')).json() as Promise<{ products: CatalogueProduct[] }>);
        const { tv, combo, fridge } = pickJourneyProducts(products);
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

        const serverCart = await page.evaluate(async () => {
          const response = await fetch('/getCartItems', { headers: { Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` } });
          return { status: response.status, body: (await response.json()) as { cartItems: { items: Array<{ id?: string; _id?: string }>; tvSize: number } } };
        });
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
