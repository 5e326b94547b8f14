/**
 * The admin's inventory and the product photos (issue 25, Inventory): Edit Product previews a picked photo (the
 * page's Content-Security-Policy lets its object URL load), a refused pick's toast goes once a good photo is
 * picked, the photo and key features parts are styled, a photo under 200 x 200 pixels is refused in the dialog and
 * by the API, and wherever a product photo fails to load a fallback picture shows (storefront cards on a desktop and
 * a 390 px phone, the admin's table and View dialog). Nothing is saved: the catalogue other files read is unchanged.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ONE_PIXEL_PNG, PHOTO_PNG } from './photos';
import { actAsAdmin, adminToken, BASE_URL, catalogue, DEVICES, expectHeading, expectNoSeriousAxeViolations, newPage, STATIC_ONLY, toastSaying, useBrowser } from './support';

useBrowser();

/** The image has loaded and decoded to real pixels (a blocked or broken one has naturalWidth 0). */
async function expectLoaded(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  const handle = await image.elementHandle();
  await image.page().waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, handle, { timeout: 10_000 });
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

/** Every product photo fails to load from now on (gone from the store): the page must show the fallback. */
async function breakPhotos(page: Page): Promise<void> {
  await page.route('**/photos/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Photo not found"}' }));
}

async function expectFallback(image: Locator): Promise<void> {
  await image.and(image.page().locator('[data-photo-fallback]')).waitFor();
  assert.match((await image.getAttribute('src')) ?? '', /^data:image\/svg\+xml,/);
  assert.ok((await expectLoaded(image)) > 0, 'the fallback picture itself shows');
}

async function openInventory(page: Page): Promise<void> {
  await actAsAdmin(page);
  await page.goto('/admin/inventory');
  await expectHeading(page, 'Appliance & Inventory Tracking');
}

describe('the admin\'s product photo (1280 px)', { skip: STATIC_ONLY }, () => {
  test('when the admin picks photos in Edit Product, then bad ones are refused with one toast, a good one dismisses it and its preview loads', async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await openInventory(page);
      const product = (await catalogue(page))[0]!;
      await page.getByLabel('Search inventory').fill(product._id);
      await page.getByRole('row', { name: product.name, exact: true }).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Product' });
      const upload = dialog.getByLabel('Upload a new photo (image, under 5 MB)');

      await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await toastSaying(page, 'Please select an image file').waitFor();
      await upload.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      await toastSaying(page, 'Image should be at least 200 x 200 pixels').waitFor();
      assert.equal(await dialog.getByRole('img', { name: 'New photo preview' }).count(), 0, 'a 1-pixel photo gets no preview');

      await upload.setInputFiles({ name: 'washer.png', mimeType: 'image/png', buffer: PHOTO_PNG });
      const preview = dialog.getByRole('img', { name: 'New photo preview' });
      await preview.waitFor();
      assert.match((await preview.getAttribute('src')) ?? '', /^blob:/);
      assert.equal(await expectLoaded(preview), 240, 'the preview shows the picked photo, not its alt text');
      await toastSaying(page, 'Please select an image file').waitFor({ state: 'detached' });
      await toastSaying(page, 'Image should be at least 200 x 200 pixels').waitFor({ state: 'detached' });

      // Styled like the admin's other forms: framed parts, an outlined file field (the browser's bare defaults are a
      // grooved, square fieldset and a borderless file input).
      const looks = await dialog.evaluate((root) => {
        const fieldset = getComputedStyle(root.querySelector('fieldset')!);
        const input = getComputedStyle(root.querySelector('input[type="file"]')!);
        return { fieldsetBorder: fieldset.borderTopStyle, fieldsetRadius: fieldset.borderTopLeftRadius, inputBorder: input.borderTopStyle, inputRadius: input.borderTopLeftRadius };
      });
      assert.equal(looks.fieldsetBorder, 'solid');
      assert.notEqual(looks.fieldsetRadius, '0px');
      assert.equal(looks.inputBorder, 'solid');
      assert.notEqual(looks.inputRadius, '0px');
      await expectNoSeriousAxeViolations(page, 'Edit Product');

      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual((await catalogue(page)).find((entry) => entry._id === product._id), product, 'nothing was saved');
    } finally {
      await context.close();
    }
  });

  test('when a 1-pixel photo is sent straight to the API, then 400 says it is too small and the product is unchanged', async () => {
    const token = await adminToken();
    type Listed = { _id: string; name: string; photo: string; monthly_price: number; stock_status: string };
    const before = ((await (await fetch(`${BASE_URL}/getProducts`)).json()) as { products: Listed[] }).products[0]!;
    const form = new FormData();
    form.append('name', 'Should not be saved');
    form.append('monthly_price', String(before.monthly_price));
    form.append('stock_status', before.stock_status);
    form.append('photo', new Blob([ONE_PIXEL_PNG], { type: 'image/png' }), 'blank.png');
    const response = await fetch(`${BASE_URL}/updateProduct/${before._id}`, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: form });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { error: 'Image should be at least 200 x 200 pixels' });
    const after = ((await (await fetch(`${BASE_URL}/getProducts`)).json()) as { products: Listed[] }).products.find((entry) => entry._id === before._id);
    assert.equal(after?.name, before.name);
    assert.equal(after?.photo, before.photo);
  });

  test('when product photos fail to load in the admin, then the table and the View dialog show the fallback picture', async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await breakPhotos(page);
      await openInventory(page);
      const product = (await catalogue(page))[0]!;
      await page.getByLabel('Search inventory').fill(product._id);
      const row = page.getByRole('row', { name: product.name, exact: true });
      await expectFallback(row.getByRole('img', { name: product.name }));
      await row.getByRole('button', { name: 'View' }).click();
      await expectFallback(page.getByRole('dialog', { name: product.name }).getByRole('img', { name: product.name }));
    } finally {
      await context.close();
    }
  });
});

for (const [device, options] of DEVICES) {
  describe(`the storefront's product photos on a ${device}`, () => {
    test('when a product photo fails to load, then its card shows the fallback picture, not an empty box', async () => {
      const { context, page } = await newPage(options);
      try {
        await breakPhotos(page);
        await page.goto('/appliance');
        const card = page.getByRole('article').first();
        const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
        await expectFallback(card.getByRole('img', { name }));
        const box = await card.getByRole('img', { name }).boundingBox();
        assert.ok(box && box.width > 100 && box.height > 100, 'the fallback fills the card\'s photo area');
      } finally {
        await context.close();
      }
    });
  });
}
