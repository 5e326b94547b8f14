/**
 * End-to-end check of the admin back office (issue 13) in headless Chromium, through the gateway, against every
 * service (`make e2e`). A customer orders one appliance (through the API); then the admin (identity's first admin)
 * sees the new order in the notifications and the unread count drop after marking it read, edits the customer,
 * suspends and re-activates them (their billing paused and resumed), pauses and resumes their subscription, and
 * uploads a new photo for a product, which /appliance then shows.
 *
 * E2E_SCREENSHOT_DIR=<dir> also saves a picture of each step there.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { uniquePhotoPng } from './photos';
import { actAsCustomer, customerWithFridgeOrder, registerCustomer } from './api-checkout';
import {
  catalogue,
  eventually,
  expectHeading,
  getAsCustomer,
  actAsAdmin,
  newPage,
  snapshot,
  STATIC_ONLY,
  useBrowser,
  type CatalogueProduct,
} from './support';

useBrowser();

interface AdminUserRow {
  _id: string;
  name: string;
  email: string;
  billingPaused: boolean;
}

interface AdminOrderRow {
  id: string;
  status: string;
}

async function userByEmail(page: Page, email: string): Promise<AdminUserRow | undefined> {
  const { body } = await getAsCustomer<{ users: AdminUserRow[] }>(page, `/getUsers?search=${encodeURIComponent(email)}&limit=5`);
  return body.users.find((user) => user.email === email);
}

async function orderById(page: Page, orderId: string): Promise<AdminOrderRow | undefined> {
  const { body } = await getAsCustomer<{ orders: AdminOrderRow[] }>(page, `/get-orders?search=${orderId}`);
  return body.orders.find((order) => order.id === orderId);
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

if (!STATIC_ONLY) {
  describe('the admin back office of issue 13 (needs the gateway and every service)', { timeout: 300_000 }, () => {
    let customer: { email: string; password: string };
    let orderId: string;
    let admin: Page;

    before(async () => {
      // The checkout is checkout.e2e.ts's subject: here the order is placed through the API, as the SPA places it.
      ({ customer, orderId } = await customerWithFridgeOrder());
      ({ page: admin } = await newPage());
      await actAsAdmin(admin);
    });

    test('when a customer opens /admin, then it is not allowed; an admin lands on the dashboard with its figures', async () => {
      const { page } = await newPage();
      await actAsCustomer(page, await registerCustomer());
      await page.goto('/admin');
      await expectHeading(page, 'Not allowed');

      await admin.goto('/admin/');
      await admin.waitForURL('**/admin/dashboard');
      await expectHeading(admin, 'Dashboard Overview');
      await admin.getByRole('region', { name: 'Total Users' }).waitFor();
      await admin.getByText(/^Last updated: /).waitFor();
      await admin.getByRole('button', { name: 'Refresh' }).click();
      await toast(admin, 'Dashboard refreshed successfully');
      await snapshot(admin, 'admin-1-dashboard');
    });

    test('when a customer places an order, then it is in the notifications, and marking read makes the unread count drop', async () => {
      await admin.goto('/admin/notifications');
      await expectHeading(admin, 'Notifications & Communication');
      const notice = admin.getByRole('listitem').filter({ hasText: `New order ${orderId}` });
      await eventually('the order placed notice arrives', async () => {
        // The heading comes before the feed's answer, and the layout's heading before the page's own chunk: looking
        // before either came reloaded again and again. The list is there once the page is; its items once it answered.
        await admin.getByRole('list', { name: 'Notifications' }).waitFor();
        await admin.getByText('Loading notifications…').waitFor({ state: 'detached' });
        if (await notice.count()) return true;
        await admin.reload();
        await expectHeading(admin, 'Notifications & Communication');
        return undefined;
      });
      // Other notices of this order (its delivery, its activation) may still be arriving: wait until the feed is quiet, so
      // that the count read before marking is the one marking lowers.
      let total = -1;
      await eventually('the feed is quiet', async () => {
        const now = (await getAsCustomer<{ pagination: { totalNotifications: number } }>(admin, '/getNotifications?limit=1')).body.pagination.totalNotifications;
        const quiet = now === total;
        total = now;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return quiet ? true : undefined;
      });
      await admin.reload();
      assert.equal(await notice.getAttribute('aria-label'), 'Unread notification');
      const bell = admin.getByRole('link', { name: /^Notifications, \d+ unread$/ });
      const unreadOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
      const unreadBefore = await eventually('the bell has its count', async () => ((await unreadOf()) >= 1 ? unreadOf() : undefined));
      await snapshot(admin, 'admin-2-notifications');

      await notice.getByRole('button', { name: 'Mark as read' }).click();
      await admin.getByRole('listitem', { name: 'Read notification' }).filter({ hasText: `New order ${orderId}` }).waitFor();
      await admin.getByRole('link', { name: `Notifications, ${unreadBefore - 1} unread` }).waitFor();

      await admin.getByRole('button', { name: 'Mark all as read' }).click();
      await admin.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();
      assert.equal(await admin.getByTestId('unread-count').count(), 0, 'no badge once everything is read');
    });

    test('when the admin edits the customer, then bad input is refused on the form and a good edit is saved', async () => {
      await admin.goto('/admin/users');
      await expectHeading(admin, 'User Management');
      await admin.getByLabel('Search users').fill(customer.email);
      const row = admin.getByRole('row').filter({ hasText: customer.email });
      // The search goes out 500 ms after the last key: then the header and the one customer found are left.
      await eventually('the search has run', async () => ((await admin.getByRole('row').count()) === 2 ? true : undefined));
      await row.waitFor();

      await row.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Edit User' });
      await dialog.getByLabel('Email Address').fill('not-an-email');
      await dialog.getByLabel('Mobile Number').fill('555-CALL');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.getByText('Please enter a valid email').waitFor();
      await dialog.getByText('Please enter a valid phone number').waitFor();
      await dialog.getByLabel('Email Address').fill(customer.email);
      await dialog.getByLabel('Mobile Number').fill('+1 (555) 010-0999');
      await dialog.getByLabel('Full Name').fill('E2E Customer Edited');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast(admin, 'User updated successfully!');
      await row.getByText('E2E Customer Edited').waitFor();
      const saved = await userByEmail(admin, customer.email);
      assert.equal(saved?.name, 'E2E Customer Edited');

      await row.getByRole('button', { name: 'View' }).click();
      const view = admin.getByRole('dialog', { name: 'User Details' });
      await view.getByText('+1 (555) 010-0999').waitFor();
      await view.getByText('Set', { exact: true }).waitFor(); // the password is set
      await snapshot(admin, 'admin-3-user');
      await view.getByRole('button', { name: 'Close', exact: true }).first().click();
    });

    test('when the admin suspends the customer and activates them again, then their billing is paused and resumed', async () => {
      await admin.goto('/admin/users');
      await admin.getByLabel('Search users').fill(customer.email);
      const row = admin.getByRole('row').filter({ hasText: customer.email });
      await row.getByRole('button', { name: 'Suspend' }).click();
      await toast(admin, 'User suspended successfully!');
      await row.getByText('Suspended', { exact: true }).waitFor();
      await eventually('the customer shows as suspended', async () => ((await userByEmail(admin, customer.email))?.billingPaused ? true : undefined));

      await admin.reload();
      await admin.getByLabel('Search users').fill(customer.email);
      await row.getByRole('button', { name: 'Activate' }).click();
      await toast(admin, 'User activated successfully!');
      await row.getByRole('button', { name: 'Suspend' }).waitFor();
      await eventually('the customer shows as active again', async () => ((await userByEmail(admin, customer.email))?.billingPaused === false ? true : undefined));
    });

    test('when the admin pauses the subscription and resumes it, then each is said and kept', async () => {
      await eventually('the order is active', async () => ((await orderById(admin, orderId))?.status === 'active' ? true : undefined), 60_000);
      await admin.goto('/admin/subscriptions');
      await expectHeading(admin, 'Subscription & Payment Control');
      await admin.getByLabel('Search subscriptions').fill(orderId);
      const row = admin.getByRole('row', { name: `Subscription ${orderId}` });
      await eventually('the search has run', async () => ((await admin.getByRole('row').count()) === 2 ? true : undefined));
      await row.getByText('Active', { exact: true }).waitFor();

      // Pausing and resuming ask first (issue 25).
      await row.getByRole('button', { name: 'Pause' }).click();
      await admin.getByRole('dialog', { name: 'Pause this subscription?' }).getByRole('button', { name: 'Pause Subscription' }).click();
      await toast(admin, 'Subscription paused successfully!');
      await row.getByText('Paused', { exact: true }).waitFor();
      assert.equal((await orderById(admin, orderId))?.status, 'paused');

      await row.getByRole('button', { name: 'View' }).click();
      const details = admin.getByRole('dialog', { name: 'Subscription Details' });
      await details.getByText(/^39\.\d{4}, -86\.\d{4}$/).waitFor(); // Indianapolis
      await snapshot(admin, 'admin-4-subscription');
      await details.getByRole('button', { name: 'Resume Subscription' }).click();
      await admin.getByRole('dialog', { name: 'Resume this subscription?' }).getByRole('button', { name: 'Resume Subscription' }).click();
      await toast(admin, 'Subscription active successfully!');
      await details.getByRole('button', { name: 'Pause Subscription' }).waitFor();
      assert.equal((await orderById(admin, orderId))?.status, 'active');
    });

    test('when the admin uploads a new product photo, then /appliance shows it', async () => {
      const products = await catalogue(admin);
      const product: CatalogueProduct | undefined = products.find((entry) => entry.category === 'freezer') ?? products.at(-1);
      assert.ok(product, 'the catalogue has products');
      const before = (await getAsCustomer<{ products: Array<{ _id: string; photo: string }> }>(admin, '/getProducts')).body.products.find((entry) => entry._id === product._id);

      await admin.goto('/admin/inventory');
      await expectHeading(admin, 'Appliance & Inventory Tracking');
      await admin.getByLabel('Search inventory').fill(product._id);
      const row = admin.getByRole('row', { name: product.name, exact: true });
      await row.getByRole('button', { name: 'Edit' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Edit Product' });
      const upload = dialog.getByLabel('Upload a new photo (image, under 5 MB)');
      await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await toast(admin, 'Please select an image file');
      await upload.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: uniquePhotoPng() });
      await dialog.getByRole('img', { name: 'New photo preview' }).waitFor();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await toast(admin, 'Product updated successfully!');

      const after = (await getAsCustomer<{ products: Array<{ _id: string; photo: string }> }>(admin, '/getProducts')).body.products.find((entry) => entry._id === product._id);
      assert.ok(after && before && after.photo !== before.photo, 'the product has a new photo');
      await admin.goto('/appliance');
      const photo = admin.getByRole('article', { name: product.name, exact: true }).getByRole('img', { name: product.name });
      assert.equal(await photo.getAttribute('src'), after.photo);
      await photo.scrollIntoViewIfNeeded();
      await admin.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth === 240, await photo.elementHandle()); // the uploaded 240 x 240 image
      await snapshot(admin, 'admin-5-appliance');
    });
  });
}
