/**
 * Issue 21, item 7 (an agreement that names the goods), in headless Chromium on a desktop and a phone (390 px),
 * through the gateway and every service, billing in test mode. A new customer rents a 55" TV and a washer and dryer
 * set with a 4-prong plug: the Rental Agreement dialog shows the server's text naming both, the TV size, the plug and
 * the street address; after checkout, My Account's 'Download agreement' gives a PDF whose text (read back with
 * pdf.js) names the items and the address and prints the same fingerprint the server stored with the order.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  catalogue,
  DEVICES,
  eventually,
  getAsCustomer,
  newPage,
  openAgreement,
  pdfText,
  pickInDialog,
  pickJourneyProducts,
  proceedToCheckout,
  scheduleDelivery,
  selectProduct,
  signUp,
  signWithMouse,
  snapshot,
  STATIC_ONLY,
  USUAL_ADDRESS,
  useBrowser,
} from './support';

useBrowser();

const FINGERPRINT = /Agreement fingerprint \(SHA-256\): ([0-9a-f]{64})/;
const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

if (!STATIC_ONLY) {
  describe('an agreement that names the goods (issue 21, item 7)', { timeout: 300_000 }, () => {
    for (const [deviceName, device] of DEVICES) {
      test(`${deviceName}: the dialog names the items and the address, and My Account's download prints the same text and fingerprint`, async () => {
        const { context, page } = await newPage({ ...device, acceptDownloads: true, permissions: ['geolocation'], geolocation: { latitude: 39.7684, longitude: -86.1581 } });
        const downloads = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'rto-e2e-'));
        try {
          await signUp(page);
          const { tv, combo } = pickJourneyProducts(await catalogue(page));
          await selectProduct(page, tv);
          await pickInDialog(page, 'Select TV Size', /^55"/);
          await selectProduct(page, combo);
          await pickInDialog(page, 'Select Dryer Plug Type', /^4-Prong/);
          await proceedToCheckout(page);
          await scheduleDelivery(page);
          const dialog = await openAgreement(page);

          // The dialog's full view: the server's text, naming the goods and where they go.
          await dialog.getByRole('button', { name: 'View Agreement' }).click();
          const region = dialog.getByRole('region', { name: 'Agreement text' });
          await region.getByText(FINGERPRINT).waitFor();
          const shown = oneLine(await region.textContent());
          assert.ok(shown.includes(`${tv.name}, 55-inch screen`), `the TV and its size: ${shown.slice(0, 600)}`);
          assert.match(shown, new RegExp(`${combo.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, plug type 4-prong`, 'i'));
          assert.ok(shown.includes(USUAL_ADDRESS.line), 'the street address');
          assert.ok(shown.includes('Total of payments to own') && shown.includes('Early purchase option') && shown.includes('State of Indiana'), 'the disclosures');
          const dialogHash = FINGERPRINT.exec(shown)?.[1];
          await snapshot(page, `agreement-${deviceName}-1-text`);
          await dialog.getByRole('button', { name: 'Back to Signature' }).click();

          await signWithMouse(page);
          await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
          await dialog.getByRole('button', { name: 'Submit' }).click();
          await page.waitForURL('**/confirmation');
          const recent = await getAsCustomer<{ data: { _id: string } }>(page, '/getRecentOrder');
          const orderId = recent.body.data._id;

          // The order keeps the text signed: the same fingerprint, once its subscription has started.
          const stored = await eventually('the order keeps its signed agreement', async () => {
            const answer = await getAsCustomer<{ agreement?: { hash: string } }>(page, `/getAgreement/${orderId}`);
            return answer.status === 200 ? answer.body.agreement : undefined;
          }, 30_000);
          assert.equal(stored?.hash, dialogHash, 'the order keeps the text the dialog showed');

          // My Account: Download agreement, read back.
          await page.goto('/dashboard');
          const card = page.getByRole('article').filter({ hasText: orderId }).first();
          const button = card.getByRole('button', { name: 'Download agreement' });
          await button.waitFor();
          const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
          assert.match(download.suggestedFilename(), /^Rental-Agreement-.+\.pdf$/);
          const file = path.join(downloads, download.suggestedFilename());
          await download.saveAs(file);
          const text = oneLine(await pdfText(file));
          assert.ok(text.includes(`${tv.name}, 55-inch screen`), `the PDF names the TV and its size: ${text.slice(0, 600)}`);
          assert.ok(text.toLowerCase().includes(`${combo.name}, plug type 4-prong`.toLowerCase()), 'the PDF names the set and its plug');
          assert.ok(text.includes(USUAL_ADDRESS.line), 'the PDF names the street address');
          assert.equal(FINGERPRINT.exec(text)?.[1], stored?.hash, 'the PDF prints the fingerprint the server stored');
          await snapshot(page, `agreement-${deviceName}-2-account`);

          // Another customer cannot read it.
          await context.clearCookies();
          await page.evaluate(() => window.localStorage.clear());
          await signUp(page);
          assert.equal((await getAsCustomer(page, `/getAgreement/${orderId}`)).status, 404);
        } finally {
          await context.close();
          fs.rmSync(downloads, { recursive: true, force: true });
        }
      });
    }
  });
}
