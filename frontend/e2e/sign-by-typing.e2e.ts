/**
 * Issue 21, item 9 (Everyone can finish), in headless Chromium on a desktop (1280x900) and a phone (390x844, touch),
 * through the gateway, billing in test mode. A customer who uses no pointer once the Rental Agreement dialog is open: Tab to 'Type your name to
 * sign' (the arrow keys pick it in its radio group), type the name, Tab to consent and tick it with Space, Tab to
 * Submit and press Enter. The order is placed, /confirmation opens, and billing keeps the typed signature as the
 * same PNG data URL the pad gives; the agreement's text says it was signed by typing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { catalogue, DEVICES, eventually, expectHeading, getAsCustomer, newPage, openAgreement, pickJourneyProducts, proceedToCheckout, scheduleDelivery, selectProduct, signUp, snapshot, STATIC_ONLY, useBrowser } from './support';

useBrowser();

const CUSTOMER_NAME = 'E2E Customer'; // the name support.ts signs up with

/** Presses Tab until `target` has the focus (the dialog traps focus, so Tab goes round it). */
async function tabTo(page: Page, target: Locator, what: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${what}`);
}

const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

if (!STATIC_ONLY) {
  describe('signing the agreement by typing a name (issue 21, item 9)', { timeout: 180_000 }, () => {
    for (const [deviceName, device] of DEVICES) {
      test(`${deviceName}: when a keyboard-only customer types their name to sign, then the checkout completes and /confirmation opens`, async () => {
        const { context, page } = await newPage(device);
        try {
          await signUp(page);
          const { fridge } = pickJourneyProducts(await catalogue(page));
          await selectProduct(page, fridge);
          await proceedToCheckout(page);
          await scheduleDelivery(page);
          const dialog = await openAgreement(page);

          // From here on, the keyboard only.
          const draw = dialog.getByRole('radio', { name: 'Draw your signature' });
          const typeOption = dialog.getByRole('radio', { name: 'Type your name to sign' });
          assert.equal(await draw.isChecked(), true, 'drawing is the default');
          await tabTo(page, draw, 'the way to sign');
          await page.keyboard.press('ArrowDown');
          assert.equal(await typeOption.isChecked(), true, 'the arrow key picks "Type your name to sign"');
          assert.equal(await focused(typeOption), true);

          await page.keyboard.press('Tab');
          const nameField = dialog.getByRole('textbox', { name: 'Type your full name' });
          assert.equal(await focused(nameField), true, 'Tab goes from the option to its name field');
          await page.keyboard.type(CUSTOMER_NAME);
          const preview = dialog.getByRole('img', { name: `Your typed signature: ${CUSTOMER_NAME}` });
          await preview.waitFor();
          assert.match((await preview.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
          await dialog.getByText(`Signed by ${CUSTOMER_NAME}`).waitFor();
          // The server composes the text again for the typed name (issue 21, item 7): it says so once it is back.
          const agreementRegion = dialog.getByRole('region', { name: 'Agreement text', includeHidden: true });
          await agreementRegion.getByText(`Signed electronically by typing the name "${CUSTOMER_NAME}".`).waitFor({ state: 'attached' });

          const consent = dialog.getByRole('checkbox', { name: /I have read and agree/ });
          await tabTo(page, consent, 'the consent box');
          await page.keyboard.press('Space');
          assert.equal(await consent.isChecked(), true, 'Space ticks consent');
          const submit = dialog.getByRole('button', { name: 'Submit' });
          await eventually('typed name and consent are enough to submit (once the text for the typed name is shown)', async () => ((await submit.isEnabled()) ? true : undefined));
          await snapshot(page, `sign-by-typing-${deviceName}-1-agreement`);
          await tabTo(page, submit, 'Submit');
          await page.keyboard.press('Enter');

          await page.waitForURL('**/confirmation');
          await expectHeading(page, 'Order Confirmation');
          await snapshot(page, `sign-by-typing-${deviceName}-2-confirmation`);
          const billing = await getAsCustomer<{ billing: { agreement: { customerName: string; customerSignature: string } | null } }>(page, '/getBillingDetails');
          assert.equal(billing.body.billing.agreement?.customerName, CUSTOMER_NAME);
          assert.match(billing.body.billing.agreement?.customerSignature ?? '', /^data:image\/png;base64,/, 'billing keeps the typed signature as a PNG data URL');
        } finally {
          await context.close();
        }
      });
    }
  });
}
