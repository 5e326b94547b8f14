#!/usr/bin/env node
// `make lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) on the storefront's first pages,
// served by the real gateway. /delivery and /dashboard need a signed-in customer: one is registered through the API,
// given a one-item cart, and its token is written to localStorage before the page's own scripts run (as the SPA
// keeps it after log-in). Prints the four scores and LCP per page; exits 1 when a page misses a threshold.
//
//   LIGHTHOUSE_URL (else E2E_BASE_URL, which `dev.mjs --e2e` sets; else http://localhost:8080)
//   CHROMIUM_PATH  (else /usr/bin/chromium)    LIGHTHOUSE_REPORT_DIR=<dir>: also saves each page's HTML report there
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const BASE_URL = (process.env.LIGHTHOUSE_URL ?? process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

/** The issue's bar: scores out of 100, LCP in milliseconds. */
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const MAX_LCP_MS = 2_500;
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/appliance', signedIn: false },
  { path: '/delivery', signedIn: true },
  { path: '/dashboard', signedIn: true },
];

async function api(method, apiPath, body, token) {
  const response = await fetch(`${BASE_URL}${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A new customer with a refrigerator in the server cart, so /delivery shows its real screen rather than 'empty'. */
async function customerToken() {
  const email = `lighthouse.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const { token } = await api('POST', '/register', { name: 'Lighthouse Customer', email, mobile: '+1 555 0100', password: 'Lighthouse-password-1' });
  const { products } = await api('GET', '/getProducts');
  const plain = products.find((product) => !product.combo && !/tv/i.test(`${product.category ?? ''} ${product.name}`)) ?? products[0];
  if (plain) await api('POST', '/addItemsToCart', { cartItems: [{ _id: plain._id }] }, token);
  return token;
}

async function audit(browser, { path: pagePath, signedIn }, token) {
  const page = await browser.newPage();
  try {
    // Lighthouse clears the origin's storage before it loads the page; this runs after that, before the app.
    if (signedIn) await page.evaluateOnNewDocument((value) => globalThis.localStorage.setItem('token', value), token);
    const result = await lighthouse(
      `${BASE_URL}${pagePath}`,
      { output: 'html', logLevel: 'error', onlyCategories: Object.keys(THRESHOLDS) },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORT_DIR, `${pagePath.replace(/\W+/g, '_') || 'home'}.html`), result.report);
    }
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
    const lcpMs = audits['largest-contentful-paint']?.numericValue ?? Infinity;
    const misses = Object.entries(THRESHOLDS)
      .filter(([id, minimum]) => scores[id] < minimum)
      .map(([id, minimum]) => `${id} ${scores[id]} < ${minimum}`);
    if (lcpMs > MAX_LCP_MS) misses.push(`LCP ${Math.round(lcpMs)} ms > ${MAX_LCP_MS} ms`);
    // Where the points went: every audit of a missed category that did not pass.
    const failing = Object.keys(THRESHOLDS)
      .filter((id) => scores[id] < THRESHOLDS[id] || (id === 'performance' && lcpMs > MAX_LCP_MS))
      .flatMap((id) => categories[id].auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9).map((ref) => `${ref.id} (${audits[ref.id].displayValue ?? audits[ref.id].score})`));
    return { pagePath, finalDisplayedUrl, scores, lcpMs, misses, failing };
  } finally {
    await page.close();
  }
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failed = false;
try {
  const token = PAGES.some((page) => page.signedIn) ? await customerToken() : undefined;
  console.log(`Lighthouse ${BASE_URL} (mobile): performance >= ${THRESHOLDS.performance}, LCP <= ${MAX_LCP_MS} ms, accessibility >= ${THRESHOLDS.accessibility}, best practices >= ${THRESHOLDS['best-practices']}, SEO >= ${THRESHOLDS.seo}`);
  console.log(`${'page'.padEnd(12)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'LCP'.padStart(8)}`);
  for (const page of PAGES) {
    const { pagePath, finalDisplayedUrl, scores, lcpMs, misses, failing } = await audit(browser, page, token);
    const cells = Object.keys(THRESHOLDS).map((id) => String(scores[id]).padStart(5));
    console.log(`${pagePath.padEnd(12)} ${cells.join(' ')} ${`${(lcpMs / 1000).toFixed(2)} s`.padStart(8)}${misses.length ? `  MISSED: ${misses.join(', ')}` : ''}`);
    if (!finalDisplayedUrl.endsWith(pagePath)) console.log(`             (ended on ${finalDisplayedUrl})`);
    if (failing.length) console.log(`             to fix: ${failing.join('; ')}`);
    failed ||= misses.length > 0;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
