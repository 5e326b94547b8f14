/**
 * What the end-to-end tests share: the browser (the system's Chromium, driven by playwright-core: no browser
 * download), pages, and the customer's steps through the storefront (sign up, pick products, check out).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

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

export async function expectHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

/** A new customer, signed up through the auth screen; ends on /appliance with the token stored. */
export async function signUp(page: Page): Promise<{ email: string; password: string }> {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'E2e-password-123';
  await page.goto('/');
  await page.getByLabel('Full Name').fill('E2E Customer');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('+1 555 0100');
  await page.getByLabel('Password').fill(password);
  await authSubmit(page, 'Sign Up').click();
  await page.waitForURL('**/appliance');
  assert.ok(await page.evaluate(() => window.localStorage.getItem('token')), 'a token is stored');
  return { email, password };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/?login=true');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await authSubmit(page, 'Log In').click();
  await page.waitForURL('**/appliance');
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
  return shown;
}
