/**
 * The back office right after an admin logs in, and the dashboard's figures (issue 25), in headless Chromium on a
 * 1280 px desktop and a 390 px phone, against every service:
 * - the log-in toast keeps clear of the screen's title (it sat over "Dashboard Overview") and of the header's links;
 * - the Available Inventory card counts every product that can be rented, those low on stock (2 or fewer units on
 *   the shelf) included, and says how many are low; the user cards count customers, not the admins.
 *
 * The stack is shared with the other files: the test assumes no figure, only compares the screens with what the
 * server answers. To have a product low on stock it sets one product's shelf units to 2, and gives it its units back
 * after. E2E_SCREENSHOT_DIR=<dir> also saves a picture of each screen there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { actAsAdmin, adminToken, BASE_URL, DEVICES, eventually, expectHeading, logInAsAdmin, newPage, snapshot, STATIC_ONLY, useBrowser } from './support';

useBrowser();

interface Product {
  _id: string;
  name: string;
  monthly_price: number;
  stock_status: string;
  combo: boolean;
  units?: { available: number };
}
interface AdminStats {
  stats: { totalUsers: number; availableInventory: number; lowStockItems?: number };
}

const RENTABLE = ['available', 'low'];

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${BASE_URL}${path}`, { ...init, headers: { authorization: `Bearer ${await adminToken()}`, ...init.headers } });
  return { status: response.status, body: (await response.json()) as T };
}

const products = async () => (await api<{ products: Product[] }>('/getProducts?page=1&limit=1000')).body.products;

/** The admin sets a product's units on the shelf (PUT /updateProduct, the form the Edit dialog sends). */
async function setShelfUnits(product: Product, available: number): Promise<void> {
  const form = new FormData();
  form.set('name', product.name);
  form.set('monthly_price', String(product.monthly_price));
  form.set('stock_status', product.stock_status === 'low' || product.stock_status === 'rented' ? 'available' : product.stock_status);
  form.set('units_available', String(available));
  const updated = await api<{ success?: boolean; error?: string }>(`/updateProduct/${product._id}`, { method: 'PUT', body: form });
  assert.equal(updated.status, 200, `updateProduct answered ${updated.status}: ${updated.body.error ?? ''}`);
}

/** Two boxes share some pixels. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box once it has stopped moving (a toast slides in). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (let tries = 0; tries < 20; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = await locator.boundingBox();
    if (now && last && Math.abs(now.y - last.y) < 0.5 && Math.abs(now.x - last.x) < 0.5) return now;
    last = now;
  }
  assert.ok(last, 'the element has a box');
  return last;
}

/** A stat card (a region named by its label), once shown. */
async function card(page: Page, label: string): Promise<Locator> {
  const found = page.getByRole('region', { name: label, exact: true });
  await found.waitFor();
  return found;
}

describe('the back office after an admin logs in (issue 25)', { skip: STATIC_ONLY && 'needs the API' }, () => {
  for (const [device, options] of DEVICES) {
    test(`${device}: the log-in toast keeps clear of the screen's title and the header's links`, async () => {
      const { context, page } = await newPage(options);
      try {
        await logInAsAdmin(page);
        await expectHeading(page, 'Dashboard Overview');
        const toast = page.locator('[data-sonner-toast]').first();
        await toast.waitFor({ state: 'visible' });
        const toastBox = await settledBox(toast);
        await snapshot(page, `admin-login-toast-${device}`);
        const title = await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).boundingBox();
        assert.ok(title, 'the title has a box');
        assert.ok(!overlap(toastBox, title), `the toast (${JSON.stringify(toastBox)}) covers the title (${JSON.stringify(title)})`);
        for (const link of [page.getByRole('link', { name: /^Notifications, \d+ unread$/ }), page.getByRole('button', { name: 'Log out' })]) {
          const box = await link.boundingBox();
          if (box) assert.ok(!overlap(toastBox, box), `the toast covers a header link at ${JSON.stringify(box)}`);
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe("the dashboard's inventory and user figures (issue 25)", { skip: STATIC_ONLY && 'needs the API' }, () => {
  let madeLow: { product: Product; available: number } | undefined;

  before(async () => {
    // A product low on stock: one there is, else one with more units made so (given back after).
    if ((await products()).some((product) => product.stock_status === 'low')) return;
    const product = (await products()).find((each) => each.stock_status === 'available' && !each.combo && (each.units?.available ?? 0) > 2);
    assert.ok(product, 'the catalogue has a product with more than 2 units on the shelf');
    madeLow = { product, available: product.units!.available };
    await setShelfUnits(product, 2);
  });

  after(async () => {
    if (madeLow) await setShelfUnits({ ...madeLow.product, stock_status: 'low' }, madeLow.available);
  });

  test('the server counts the rentable products (low ones too) and the customers alone', async () => {
    const catalogue = await products();
    const rentable = catalogue.filter((product) => RENTABLE.includes(product.stock_status)).length;
    const low = catalogue.filter((product) => product.stock_status === 'low').length;
    assert.ok(low > 0, 'a product is low on stock');
    const customers = (await api<{ pagination: { totalUsers: number } }>('/getUsers?page=1&limit=1&role=customer')).body.pagination.totalUsers;
    // The dashboard's figures are kept a few seconds: the ones of now come soon.
    const stats = await eventually('the dashboard figures of now', async () => {
      const { body } = await api<AdminStats>('/getAdminStats');
      return body.stats.availableInventory === rentable && body.stats.totalUsers === customers ? body : undefined;
    });
    assert.equal(stats.stats.lowStockItems, low);
  });

  for (const [device, options] of DEVICES) {
    test(`${device}: the Available Inventory card counts the low ones and says how many; Total Users counts customers`, async () => {
      const { context, page } = await newPage(options);
      try {
        await actAsAdmin(page);
        await page.goto('/admin/dashboard');
        const { body } = await api<AdminStats>('/getAdminStats');
        const customers = (await api<{ pagination: { totalUsers: number } }>('/getUsers?page=1&limit=1&role=customer')).body.pagination.totalUsers;
        const inventory = await card(page, 'Available Inventory');
        await inventory.getByText(String(body.stats.availableInventory), { exact: true }).waitFor();
        await inventory.getByText(`${body.stats.lowStockItems} low on stock`, { exact: true }).waitFor();
        const users = await card(page, 'Total Users');
        await users.getByText(String(customers), { exact: true }).waitFor();
        await snapshot(page, `admin-dashboard-figures-${device}`);
      } finally {
        await context.close();
      }
    });
  }
});
