/**
 * The steps of a return (issue 23, item 3) as the customer and the admin take them in the browser, shared by the
 * return and the whole-journey browser tests.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { expectHeading, freeVisitSlot } from './support';

/** 'Tue Dec 22' of a store date, as the cards write a visit's day. */
export const cardDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`)).replace(',', '');

/** In the customer's open My Account: End rental, a free slot picked in the dialog, Book pickup; the card shows it. */
export async function endRental(page: Page, itemName: string): Promise<{ date: string; time: string }> {
  const card = page.getByRole('article', { name: itemName });
  await card.getByRole('button', { name: 'End rental' }).click();
  const dialog = page.getByRole('dialog', { name: 'End this rental?' });
  await dialog.getByText('month to month: ending it costs no fee', { exact: false }).waitFor();
  await dialog.getByText('Rent is due until the pickup', { exact: false }).waitFor();
  const slot = await freeVisitSlot(page);
  await dialog.getByLabel('Date', { exact: true }).fill(slot.date);
  await dialog.getByLabel('Time', { exact: true }).selectOption(slot.time);
  await dialog.getByRole('button', { name: 'Book pickup' }).click();
  await dialog.waitFor({ state: 'detached' });
  await card.getByTestId('pickup-line').getByText(`Pickup ${cardDay(slot.date)}, ${slot.time}`).waitFor();
  assert.equal(await card.getByRole('button', { name: 'End rental' }).count(), 0, 'one pickup: no second End rental');
  return slot;
}

/** The admin's subscription details of the order, opened from the list searched by its id. */
export async function openSubscription(admin: Page, orderId: string) {
  await admin.goto('/admin/subscriptions');
  await expectHeading(admin, 'Subscription & Payment Control');
  await admin.getByLabel('Search subscriptions').fill(orderId);
  await admin.getByRole('row', { name: `Subscription ${orderId}` }).getByRole('button', { name: 'View' }).click();
  return admin.getByRole('dialog', { name: 'Subscription Details' });
}

/** The admin sees the customer's pickup in the subscription's Return part and marks the goods returned in good condition. */
export async function markReturnedAsAdmin(admin: Page, orderId: string, pickup: { date: string; time: string }) {
  const details = await openSubscription(admin, orderId);
  const part = details.getByRole('region', { name: 'Return' });
  await part.getByText('Pickup booked', { exact: true }).waitFor();
  await part.getByText(`at ${pickup.time} (booked by the customer)`, { exact: false }).waitFor();
  await part.getByRole('button', { name: 'Mark Returned' }).click();
  const confirm = part.getByRole('group', { name: 'Confirm the return' });
  await confirm.getByLabel('Condition').selectOption('good');
  await confirm.getByLabel('Note').fill('All parts there');
  await confirm.getByRole('button', { name: 'Confirm returned' }).click();
  // Returned: the condition is shown and nothing is left to mark.
  await part.getByRole('term').filter({ hasText: /^Condition$/ }).waitFor();
  assert.equal(await part.getByRole('button', { name: 'Mark Returned' }).count(), 0, 'marked once: no button left');
}

/** The customer's page, never reloaded, hears the order complete; it is then a past order with its return and final invoice. */
export async function seeReturnedAsCustomer(page: Page, orderId: string, itemName: string) {
  await page.getByRole('list', { name: 'Current Orders' }).getByRole('article', { name: itemName }).waitFor({ state: 'detached', timeout: 15_000 });
  await page.getByRole('tab', { name: 'Past Orders' }).click();
  const past = page.getByRole('article', { name: itemName });
  await past.getByText('Completed', { exact: true }).waitFor();
  await past.getByText('good', { exact: true }).waitFor();
  await past.getByText(`final-${orderId}`, { exact: true }).waitFor();
}
