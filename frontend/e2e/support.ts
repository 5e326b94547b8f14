/**
 * What the end-to-end tests share: the browser (the system's Chromium, driven by playwright-core: no browser
 * download), pages, and the customer's steps through the storefront (sign up, pick products, check out).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
export const STATIC_ONLY = process.env.E2E_STATIC_ONLY === '1';
const STEP_TIMEOUT_MS = 15_000;

export interface CatalogueProduct {
  _id: string;
  name: string;
  monthly_price: number;
  combo: boolean;
  category?: string;
}

let browser: Browser | undefined;

/** Starts Chromium before the file's tests and closes it after them. Call once at the top of a test file. */
export function useBrowser(): void {
  before(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await browser?.close();
  });
}

export async function newPage(options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  assert.ok(browser, 'useBrowser() starts the browser before the tests');
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  return { context, page };
}

/** The two screens the checkout is tried on: a 1280 px desktop and a 390 px touch phone, as [name, options] pairs. */
export const DEVICES: ReadonlyArray<readonly [string, BrowserContextOptions]> = [
  ['desktop', { viewport: { width: 1280, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
];

/** The auth form's submit button (the Sign Up / Log In toggle above it has buttons with the same names). */
export function authSubmit(page: Page, mode: 'Sign Up' | 'Log In') {
  return page.getByRole('form', { name: mode === 'Sign Up' ? 'Sign up' : 'Log in' }).getByRole('button', { name: mode, exact: true });
}

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(amount);
}

/** 'YYYY-MM-DD' as the screens write it: 'Friday, June 14, 2030'. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** With E2E_SCREENSHOT_DIR=<dir>, saves a full-page picture of the step there as <name>.png; otherwise nothing. */
export async function snapshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The toast (sonner) saying `text`: the spec's message, told apart from the same words under a field. */
export function toastSaying(page: Page, text: string) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/**
 * The toast saying `text` once it has come to rest: sonner mounts it, then slides it in (CSS transitions on it and on
 * its list). Waits for those transitions to end rather than for a fixed time, before a test measures where it sits.
 */
export async function restingToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: text });
  await toast.waitFor();
  // No named function inside: the page runs this code as it is, without the test runner's helpers for names.
  await toast.evaluate(async (element) => {
    for (;;) {
      const running = document.getAnimations().filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return target !== null && (target.contains(element) || element.contains(target)) && animation.effect?.getTiming().iterations !== Infinity;
      });
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
  return toast;
}

export async function expectHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/**
 * The admin's Subscriptions screen searched for one order, and that order's row once the server has answered the
 * search: while the search waits its debounce the screen only narrows the rows it has, and a row changed then
 * belongs to no search's answer.
 */
export async function searchedSubscriptionRow(page: Page, orderId: string): Promise<Locator> {
  await expectHeading(page, 'Subscription & Payment Control');
  const searched = page.waitForResponse((response) => response.url().includes('/get-orders?') && response.url().includes(`search=${orderId}`));
  await page.getByLabel('Search subscriptions').fill(orderId);
  assert.equal((await searched).status(), 200, 'the search is answered');
  const row = page.getByRole('row', { name: `Subscription ${orderId}` });
  await row.waitFor();
  return row;
}

/** What a new browser-test customer signs up with, through the screens or the API (api-checkout.ts): a new e-mail each time. */
export function newCustomerDetails(): { name: string; email: string; mobile: string; password: string } {
  return { name: 'E2E Customer', email: `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`, mobile: '+1 555 0100', password: 'E2e-password-123' };
}

/** On the auth screen's Sign Up: fills the form for a new customer and sends it; gives the credentials. */
export async function submitSignUp(page: Page): Promise<{ email: string; password: string }> {
  const { name, email, mobile, password } = newCustomerDetails();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Password').fill(password);
  await authSubmit(page, 'Sign Up').click();
  return { email, password };
}

/** A new customer, signed up through the auth screen; ends on /appliance with the token stored. */
export async function signUp(page: Page): Promise<{ email: string; password: string }> {
  await page.goto('/');
  const { email, password } = await submitSignUp(page);
  await page.waitForURL('**/appliance');
  assert.ok(await page.evaluate(() => window.localStorage.getItem('token')), 'a token is stored');
  return { email, password };
}

/** Logs in through the auth screen; a customer lands on /appliance, an admin on the back office (`landing`). */
export async function logIn(page: Page, email: string, password: string, landing = '**/appliance') {
  await page.goto('/?login=true');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await authSubmit(page, 'Log In').click();
  await page.waitForURL(landing);
}

/**
 * The first admin identity creates at start (ADMIN_EMAIL / ADMIN_PASSWORD; the development defaults unless
 * E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD name another), logged in through the auth screen; ends on /admin/dashboard.
 */
export async function logInAsAdmin(page: Page) {
  await logIn(page, process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com', process.env.E2E_ADMIN_PASSWORD ?? 'admin-dev-password', '**/admin/dashboard');
}

/**
 * The admin's token (adminToken) stored in the browser as a log-in stores it, for tests whose subject is not the log-in
 * (logInAsAdmin goes through the auth screen): the next back-office screen `page` opens is the admin's. Stored from a
 * page of the site that runs no script, so that no screen starts before it.
 */
export async function actAsAdmin(page: Page): Promise<void> {
  await storeToken(page, await adminToken());
}

/** `token` stored in the browser as a log-in stores it, from a page of the site that runs no script (see actAsAdmin). */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/** Asks `read` again every 250 ms until it gives something other than undefined (events travel), at most `timeoutMs`. */
export async function eventually<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    assert.ok(Date.now() < deadline, `in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A GET of the API from the page, with the customer's token, as the SPA sends it. */
export async function getAsCustomer<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${window.localStorage.getItem('token') ?? ''}` } });
    return { status: response.status, body: (await response.json()) as T };
  }, path);
}

export async function catalogue(page: Page): Promise<CatalogueProduct[]> {
  const { products } = await page.evaluate(async () => (await fetch('/getProducts')).json() as Promise<{ products: CatalogueProduct[] }>);
  return products;
}

export function pickJourneyProducts(products: CatalogueProduct[]) {
  const isTv = (product: CatalogueProduct) => product.name.toLowerCase().includes('tv');
  const tv = products.find(isTv);
  const combo = products.find((product) => product.combo && !isTv(product));
  const fridge = products.find(
    (product) => !product.combo && !isTv(product) && /refrigerator|fridge/i.test(`${product.category ?? ''} ${product.name}`),
  );
  assert.ok(tv && combo && fridge, 'the seeded catalogue has a TV, a combo set and a refrigerator');
  return { tv, combo, fridge };
}

export async function selectProduct(page: Page, product: CatalogueProduct) {
  await page.getByRole('article', { name: product.name, exact: true }).getByRole('button', { name: 'Select', exact: true }).click();
}

export async function pickInDialog(page: Page, dialogName: string, option: RegExp) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: option }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** On /appliance with items selected: the cart overlay's Proceed to Checkout, which syncs the cart and opens /delivery. */
export async function proceedToCheckout(page: Page) {
  await page.getByRole('button', { name: 'View Cart' }).click();
  await page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/delivery');
  await expectHeading(page, 'Delivery Appointment');
}

/**
 * On the delivery step: types `query` into the location search and takes the first result with Enter; gives how many
 * results the list showed.
 */
export async function pickPlace(page: Page, query: string, placeName: string): Promise<number> {
  const search = page.getByRole('combobox', { name: 'Search for a location' });
  const results = page.getByRole('listbox', { name: 'Locations' }).getByRole('option');
  await search.fill(query);
  await results.first().waitFor();
  const shown = await results.count();
  await search.press('Enter');
  await page.getByTestId('selected-location').getByText(placeName, { exact: true }).waitFor();
  // The address form takes the place's city (and clears the ZIP code) a render after the place's name shows: a test
  // that read or typed before then saw an empty city, or had its ZIP code wiped.
  const city = page.getByLabel('City', { exact: true });
  if ((await city.count()) > 0) {
    await eventually('the address form took the picked place', async () => {
      const value = await city.inputValue();
      return value !== '' && placeName.includes(value) ? true : undefined;
    });
  }
  return shown;
}

/** The usual street address: Indianapolis picked from the search fills in the city and state, not the street nor the ZIP. */
export const USUAL_ADDRESS = { street: '200 E Washington St', city: 'Indianapolis', state: 'IN', zipCode: '46204', line: '200 E Washington St, Indianapolis, IN 46204' } as const;

/** On the delivery step, once a city is picked: the street and ZIP code typed into the address form. */
export async function typeStreetAddress(page: Page, street: string = USUAL_ADDRESS.street, zipCode: string = USUAL_ADDRESS.zipCode) {
  await page.getByLabel('Street address', { exact: true }).fill(street);
  await page.getByLabel('ZIP code', { exact: true }).fill(zipCode);
}

// pdf.js, axe and the kit (for its database client) are loaded by the few tests that use them: every file is a
// process of its own, and loading all three at its start cost about 1.5 s of CPU per file.

/** The text of every page of a PDF, read with pdf.js (as a PDF reader would extract it). */
export async function pdfText(file: string): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, standardFontDataUrl: fonts }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** Draws a signature on the canvas with the mouse: press, a wavy stroke, release. */
export async function signWithMouse(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature pad: click and drag to sign' });
  // On a phone the dialog scrolls: the pad is drawn on where the customer sees it (a press outside closes the dialog).
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  assert.ok(box, 'the signature canvas is on screen');
  assert.equal(Math.round(box.height), 120, 'the signature canvas is 120 px high');
  await page.mouse.move(box.x + 24, box.y + 70);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    // One pointer move per point (the pad joins them with curves): 24 browser round trips rather than 72.
    await page.mouse.move(box.x + 24 + step * 12, box.y + 60 + Math.sin(step / 2) * 30);
  }
  await page.mouse.up();
}

/** Types a test card into the test-mode card form (any page or dialog that shows it): an expiry two years ahead. */
export async function fillTestCard(scope: Page | Locator, number: string) {
  await scope.getByLabel('Card number').fill(number);
  await scope.getByLabel('Expiry date').fill(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await scope.getByLabel('Security code').fill('123');
}

/**
 * From /delivery to /billing, as a customer who takes the usual choice: Indianapolis, the first offered day's last
 * free hour (other tests may hold the earlier ones), Schedule Delivery, then Confirm Order. Ends on /billing with the
 * test-mode card form shown.
 */
export async function scheduleDelivery(page: Page) {
  await pickPlace(page, 'Indianapolis', (await getAsCustomer<{ results: Array<{ placeName: string }> }>(page, '/geocode?q=Indianapolis&limit=8')).body.results[0]?.placeName ?? '');
  await typeStreetAddress(page);
  await page.getByRole('button', { name: 'See More' }).click();
  await page.getByRole('button', { name: /^\d{1,2}:00 [AP]M, Available$/ }).last().click();
  await page.getByRole('button', { name: 'Schedule Delivery' }).click();
  await expectHeading(page, 'Confirm & Submit');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL('**/billing?data=*');
  await expectHeading(page, 'Enter Billing Details');
  await page.getByText('Test mode', { exact: true }).waitFor();
}

/** On /billing: a test card and the zip code, then Complete Setup; gives the Rental Agreement dialog once it opens. */
export async function openAgreement(page: Page, card = '4242424242424242'): Promise<Locator> {
  await fillTestCard(page, card);
  await page.getByLabel('Zip code').fill('46204');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rental Agreement' });
  await dialog.waitFor();
  return dialog;
}

/** One of the customer's orders as My Account's data has it (GET /getDashboardData). */
export async function dashboardOrderOf(page: Page, orderId: string): Promise<{ _id: string; status: string; amountDue?: number } | undefined> {
  const { body } = await getAsCustomer<{ orders: Array<{ _id: string; status: string; amountDue?: number }> }>(page, '/getDashboardData');
  return body.orders.find((order) => order._id === orderId);
}

/**
 * Makes the order's next monthly draft date come now, as the calendar would (test set-up in billing's own store,
 * E2E_BILLING_MONGO_URL: no route moves time, and billing looks for payments due every 2 s in browser tests).
 */
export async function makeDraftDue(orderId: string): Promise<void> {
  const url = process.env.E2E_BILLING_MONGO_URL;
  assert.ok(url, 'E2E_BILLING_MONGO_URL names billing database (dev.mjs --e2e sets it)');
  const { connectMongo } = await import('@rto/kit');
  const billing = await connectMongo(url);
  try {
    const subscriptions = billing.collection('subscriptions');
    await eventually('the subscription has its next draft date', async () => ((await subscriptions.findOne({ orderId, nextDraftAt: { $ne: null } })) ? true : undefined));
    const moved = await subscriptions.updateOne({ orderId }, { $set: { nextDraftAt: new Date(Date.now() - 60_000) } });
    assert.equal(moved.modifiedCount, 1);
  } finally {
    await billing.close();
  }
}

/**
 * The whole checkout for the products already selected on /appliance, without the checks the checkout test makes:
 * the usual delivery choice (scheduleDelivery), the test card 4242, the agreement signed, and Submit; ends on
 * /confirmation and gives the order's id. `saveCard: false` unticks "Save this card for recurring payments".
 * Each call books a slot on the first offered day, which delivery-lead-time.e2e.ts and delivery.e2e.ts read: the
 * files start alphabetically on each stack (infra/scripts/e2e-shards.mjs), so a new file that checks out is named to
 * run after them. Tests whose
 * subject comes after the checkout place their order through the API instead (api-checkout.ts), on the same day.
 */
export async function checkOut(page: Page, { saveCard = true }: { saveCard?: boolean } = {}): Promise<string> {
  await proceedToCheckout(page);
  await scheduleDelivery(page);
  // Unticked: the card pays today's payment only, and each month's invoice is e-mailed (issue 22, item 1).
  if (!saveCard) await page.getByRole('checkbox', { name: 'Save this card for recurring payments' }).uncheck();
  const dialog = await openAgreement(page);
  await signWithMouse(page);
  await dialog.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/confirmation');
  const recent = await getAsCustomer<{ data: { _id: string } }>(page, '/getRecentOrder');
  assert.equal(recent.status, 200);
  return recent.body.data._id;
}

/** A new customer rents one fridge: signed up, checked out and the order active (its delivery still to come). */
export async function rentFridge(page: Page): Promise<{ fridge: CatalogueProduct; orderId: string }> {
  await signUp(page);
  const { fridge } = pickJourneyProducts(await catalogue(page));
  await selectProduct(page, fridge);
  const orderId = await checkOut(page);
  await eventually('the order is active', async () => {
    const { body } = await getAsCustomer<{ orders: Array<{ _id: string; status: string }> }>(page, '/getDashboardData');
    return body.orders.find((order) => order._id === orderId && order.status === 'active');
  });
  return { fridge, orderId };
}

/** The admin's token (the admin identity logInAsAdmin uses), for set-up steps the test does not look at. */
export async function adminToken(): Promise<string> {
  const response = await fetch(`${BASE_URL}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com', password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-dev-password' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { token: string }).token;
}

/** The admin marks the order delivered through the API (PATCH /markDelivered/{orderId}), as its set-up. */
export async function markDeliveredByAdmin(orderId: string): Promise<void> {
  const marked = await fetch(`${BASE_URL}/markDelivered/${orderId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ technician: 'Sam Ortiz' }),
  });
  assert.equal(marked.status, 200, `markDelivered answered ${marked.status}`);
}

const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A free slot on the crew's calendar (GET /verifyCalandar: deliveries, repairs and pickups share it), clear of the
 * notice visits need: the last free hour of the first day with one, three days on. Files share one stack, so a test
 * never assumes a slot is free.
 */
export async function freeVisitSlot(page: Page): Promise<{ date: string; time: string }> {
  const { body: calendar } = await getAsCustomer<{ orders: Array<{ deliveryDate: string; deliveryTime: string }>; today: string; lastDay: string; deliveryDays: number[]; slots: string[] }>(
    page,
    '/verifyCalandar',
  );
  for (let date = dayAfter(calendar.today, 3); date <= calendar.lastDay; date = dayAfter(date, 1)) {
    if (!calendar.deliveryDays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue;
    const taken = new Set(calendar.orders.filter((booking) => booking.deliveryDate === date).map((booking) => booking.deliveryTime));
    const free = calendar.slots.filter((slot) => !taken.has(slot));
    if (free.length > 0) return { date, time: free.at(-1)! };
  }
  assert.fail('the calendar has a free slot');
}

/**
 * An axe scan of the page as it is now (default rules, nothing excluded); fails listing every serious or critical
 * violation with the elements it found.
 */
export async function expectNoSeriousAxeViolations(page: Page, screen = page.url()): Promise<void> {
  const { AxeBuilder } = await import('@axe-core/playwright');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const listed = serious.map(
    (violation) => `- ${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\n/g, ' ')).join('\n')}`,
  );
  assert.equal(serious.length, 0, `axe finds serious or critical violations on ${screen}:\n${listed.join('\n')}`);
}

/**
 * Every table on the page fits: no sideways scroll inside the table or the box that holds it (scrollWidth <=
 * clientWidth) and every header cell lies within the viewport horizontally.
 */
export async function expectTablesFit(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const tables = Array.from(document.querySelectorAll('table'));
    tables.forEach((table, index) => {
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? `table ${index + 1}`;
      for (let box: HTMLElement | null = table; box && box !== document.body; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (box === table || overflowX === 'auto' || overflowX === 'scroll') {
          if (box.scrollWidth > box.clientWidth + 1) found.push(`${name}: ${box.tagName.toLowerCase()} scrolls sideways (scrollWidth ${box.scrollWidth} > clientWidth ${box.clientWidth})`);
        }
      }
      table.querySelectorAll('th').forEach((cell) => {
        const rect = cell.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return;
        if (rect.left < -1 || rect.right > window.innerWidth + 1) found.push(`${name}: header "${cell.textContent?.trim() ?? ''}" lies outside the viewport (${Math.round(rect.left)}..${Math.round(rect.right)} of ${window.innerWidth})`);
      });
    });
    return tables.length === 0 ? ['no table on the page'] : found;
  });
  assert.deepEqual(problems, [], `the tables fit on ${page.url()}:\n${problems.join('\n')}`);
}
