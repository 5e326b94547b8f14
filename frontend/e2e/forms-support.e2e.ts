/**
 * End-to-end check of the forms and support (issue 14, items 3, 6 and 7) in headless Chromium, through the gateway,
 * on a desktop (1280x900) and a phone (390x844): a short password is marked under its field before the form is sent;
 * on submit the focus goes to the first field in error; a support message shows its reference on screen, and a
 * logged-in customer finds their name and e-mail filled in; /confirm says it is a sample; a toast never covers a
 * dialog's title or buttons.
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { catalogue, eventually, expectHeading, newPage, restingToast, selectProduct, signUp, snapshot, STATIC_ONLY, toastSaying, useBrowser } from './support';

useBrowser();

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
] as const;

/** The texts that describe a field (aria-describedby), as a screen reader reads them after its name. */
async function descriptionOf(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/** The name attribute of the focused element, once it is `name`. */
async function expectFocusOn(page: Page, name: string) {
  await eventually(`focus on the ${name} field`, async () =>
    (await page.evaluate(() => document.activeElement?.getAttribute('name'))) === name ? true : undefined,
  );
}

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

for (const { name, ...options } of VIEWPORTS) {
  describe(`forms and support on a ${name}`, { timeout: 180_000 }, () => {
    test('when a short password is typed on Sign Up, then it is marked under its field before the form is sent; on submit the focus goes to the first field in error', async () => {
      const { context, page } = await newPage(options);
      try {
        await page.goto('/');
        const password = page.getByLabel('Password');
        // The rule is there before it is typed.
        assert.equal(await descriptionOf(password), 'At least 8 characters');
        await password.fill('short');
        await password.press('Tab');
        await page.getByText('Password must be at least 8 characters').waitFor();
        assert.equal(await password.getAttribute('aria-invalid'), 'true');
        assert.equal(await descriptionOf(password), 'At least 8 characters Password must be at least 8 characters');
        await snapshot(page, `forms-${name}-short-password`);

        // Sent with the name missing: the spec's toast, the name field marked and focused.
        await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Sign Up', exact: true }).click();
        await expectFocusOn(page, 'name');
        assert.equal(await page.getByLabel('Full Name').getAttribute('aria-invalid'), 'true');
        await toastSaying(page, 'Please enter your name').waitFor();
        assert.equal(await page.locator('[data-sonner-toast]').count(), 1, 'one toast at a time');
        assert.equal(new URL(page.url()).pathname, '/', 'nothing was sent: still on the auth screen');
        await snapshot(page, `forms-${name}-focus-first-error`);
      } finally {
        await context.close();
      }
    });

    test('when /confirm is opened, then it says it is a sample before anything else', async () => {
      const { context, page } = await newPage(options);
      try {
        await page.goto('/confirm');
        await expectHeading(page, 'Sample: Confirm & Submit');
        const banner = page.getByTestId('sample-banner');
        await banner.getByText('This is a sample page').waitFor();
        assert.match((await banner.textContent()) ?? '', /No order is placed from it and nothing is charged\./);
        // Seen without scrolling, above the Confirm Order button.
        const bannerBox = await boxOf(banner);
        assert.ok(bannerBox.y + bannerBox.height <= options.viewport.height, 'the banner is in the first screen');
        assert.ok(bannerBox.y < (await boxOf(page.getByRole('button', { name: 'Confirm Order' }))).y);
        assert.match(await page.title(), /Sample/);
        await snapshot(page, `forms-${name}-sample-confirm`);
      } finally {
        await context.close();
      }
    });

    if (!STATIC_ONLY) {
      test('when a support message is sent, then its reference and when to expect an answer are shown, with the phone and hours', async () => {
        const { context, page } = await newPage(options);
        try {
          await page.goto('/contact');
          await expectHeading(page, 'Contact Support');
          await page.getByText('Prefer to talk?').waitFor();
          assert.match((await page.getByRole('link', { name: /\d{3}.*\d{4}/ }).getAttribute('href')) ?? '', /^tel:\+?\d+$/);

          await page.getByLabel('Your Name').fill('E2E Visitor');
          await page.getByLabel('Email Address').fill(`e2e.support.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
          await page.getByPlaceholder('Describe your issue...').fill('The dryer does not heat.');
          await page.getByRole('button', { name: 'Send Message' }).click();

          await page.getByRole('heading', { level: 2, name: 'Message sent' }).waitFor();
          assert.match((await page.getByTestId('support-reference').textContent()) ?? '', /^[0-9A-F]{8}$/);
          await page.getByText(/We usually answer within .+\./).waitFor();
          await snapshot(page, `forms-${name}-support-sent`);
        } finally {
          await context.close();
        }
      });

      test('when a toast appears while a dialog is open, then it covers neither the title nor the buttons', async () => {
        const { context, page } = await newPage(options);
        try {
          await page.goto('/appliance');
          const products = (await catalogue(page)).filter((product) => !product.combo && !/tv|dryer/i.test(`${product.category ?? ''} ${product.name}`));
          assert.ok(products.length >= 3, 'the catalogue has three products without a picker');
          for (const product of products.slice(0, 4)) await selectProduct(page, product);
          await page.getByRole('button', { name: 'View Cart' }).click();
          const dialog = page.getByRole('dialog', { name: 'Shopping Cart' });
          await dialog.waitFor();
          await dialog.getByRole('button', { name: /^Remove / }).first().click();
          // Measured once its entry animation has ended.
          const toast = await restingToast(page, 'Item removed from cart');
          const toastBox = await boxOf(toast);
          const parts: [string, Locator][] = [
            ['the title', dialog.getByRole('heading', { name: 'Shopping Cart' })],
            ['Close', dialog.getByRole('button', { name: 'Close' })],
            ['Continue Shopping', dialog.getByRole('button', { name: 'Continue Shopping' })],
            ['Proceed to Checkout', dialog.getByRole('button', { name: 'Proceed to Checkout' })],
          ];
          for (const [what, part] of parts) assert.ok(!overlaps(toastBox, await boxOf(part)), `the toast ${JSON.stringify(toastBox)} keeps clear of ${what}`);
          await snapshot(page, `forms-${name}-toast-over-dialog`);
        } finally {
          await context.close();
        }
      });

      test('when a logged-in customer opens Contact Support, then their name and e-mail are filled in', async () => {
        const { context, page } = await newPage(options);
        try {
          const { email } = await signUp(page);
          await page.goto('/contact');
          await eventually('the name filled in', async () => ((await page.getByLabel('Your Name').inputValue()) === 'E2E Customer' ? true : undefined));
          assert.equal(await page.getByLabel('Email Address').inputValue(), email);
          assert.equal(await page.getByPlaceholder('Describe your issue...').inputValue(), '');
        } finally {
          await context.close();
        }
      });
    }
  });
}
