/**
 * The admin's dead letters (issue 23, item 6) in headless Chromium at 1280 px, against every service: Notifications
 * lists each service's dead-letter queue (every service answering, so none is unknown), the section and the Replay
 * confirmation (when something waits) have no axe violations, and nothing is wider than the screen.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { actAsAdmin, newPage, snapshot, STATIC_ONLY, useBrowser } from './support';

useBrowser();

// Evaluated rather than added as a script tag: the store's Content-Security-Policy refuses inline scripts, rightly.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SERVICES = ['identity', 'catalog', 'cart', 'scheduling', 'billing', 'order', 'notification'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe's WCAG 2.x A and AA rules over the part of the page `selector` names: the violations, described. */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: AxeViolation[]; passes: unknown[] }> } }).axe;
    const results = await axe.run(scope, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return { violations: results.violations, checked: results.passes.length };
  }, selector);
  assert.ok(violations.checked > 0, `axe checked something in ${selector}`);
  return violations.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

async function fitsTheScreen(page: Page, what: Locator): Promise<void> {
  const box = await what.boundingBox();
  assert.ok(box, 'the section is on the page');
  assert.ok(box.x >= 0 && box.x + box.width <= 1280, `the section fits 1280 px (from ${box.x} to ${box.x + box.width})`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'the page does not scroll sideways');
}

if (!STATIC_ONLY) {
  describe("the admin's dead letters (needs the gateway and every service)", { timeout: 120_000 }, () => {
    test('when the admin opens Notifications, then every service has a row, the section is axe-clean, and it fits 1280 px', async () => {
      const { page } = await newPage();
      await actAsAdmin(page);
      await page.goto('/admin/notifications');
      const table = page.getByRole('table', { name: 'Dead letters by service' });
      await table.waitFor();
      for (const service of SERVICES) {
        const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: service, exact: true }) });
        await row.waitFor();
        assert.equal(await row.getByText('Unknown (not answering)').count(), 0, `${service} answers`);
      }
      await snapshot(page, 'dead-letters');
      assert.deepEqual(await axeViolations(page, 'section[aria-labelledby="dead-letters"]'), []);
      await fitsTheScreen(page, page.locator('section[aria-labelledby="dead-letters"]'));

      // Where something waits, Replay asks first; the dialog is axe-clean too, and Cancel replays nothing.
      const enabled = table.getByRole('button', { name: /^Replay .*'s dead letters$/ }).and(page.locator(':enabled'));
      if ((await enabled.count()) > 0) {
        await enabled.first().click();
        const dialog = page.getByRole('dialog', { name: /^Replay .*'s dead letters$/ });
        await dialog.waitFor();
        assert.deepEqual(await axeViolations(page, '[role="dialog"]'), []);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      }
    });
  });
}
