import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { SPA_PAGES } from '@rto/kit/spa-pages';
import { TestStack } from '../../../test-support/stack';

/**
 * The SPA as the gateway serves it: a built SPA folder with the storefront's own crawler files (frontend/public),
 * an index.html and one script, so that these tests do not depend on the SPA having been built.
 */
describe('the SPA through the gateway', () => {
  const publicDir = path.resolve(__dirname, '../../../frontend/public');
  const script = `console.log(${JSON.stringify('the storefront '.repeat(200))});`;
  let spaDir: string;
  let stack: TestStack;

  beforeAll(async () => {
    spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
    fs.cpSync(publicDir, spaDir, { recursive: true });
    fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Rent-to-Own Appliance</title><div id="root"></div>');
    fs.mkdirSync(path.join(spaDir, 'assets'));
    fs.writeFileSync(path.join(spaDir, 'assets/index-abc123.js'), script);
    // As the SPA's build leaves it: a Brotli copy next to each script.
    fs.writeFileSync(path.join(spaDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    fs.writeFileSync(
      path.join(spaDir, 'page-preloads.json'),
      JSON.stringify({ delivery: { opening: '/assets/opening-fetch-x0.js', scripts: ['/assets/DeliveryPage-x1.js', '/assets/dates-x2.js'], styles: ['/assets/DeliveryPage-x3.css'] } }),
    );
    stack = await TestStack.start({ services: {}, gatewayEnv: { SPA_DIR: spaDir, PUBLIC_URL: 'https://shop.example.com/' } });
  });

  afterAll(async () => {
    await stack?.stop();
    fs.rmSync(spaDir, { recursive: true, force: true });
  });

  const page = (pagePath: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') => fetch(`${stack.gatewayUrl}${pagePath}`, { headers: { accept } });

  it("when a page of the SPA is opened, then its HTML with 200, for every path of the SPA's route list", async () => {
    const paths = [...Object.values(SPA_PAGES).map((pattern) => pattern.replace('/*', '/users')), '/admin', '/APPLIANCE', '/delivery/', '/billing?data=%7B%7D'];
    for (const pagePath of paths) {
      const response = await page(pagePath);
      expect([pagePath, response.status]).toEqual([pagePath, 200]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('when a path that is no page is opened in a browser, then the same HTML (the friendly not-found page) with 404', async () => {
    for (const pagePath of ['/no-such-page', '/appliance/extra', '/confirmations', '/robots']) {
      const response = await page(pagePath);
      expect([pagePath, response.status]).toEqual([pagePath, 404]);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toMatch(/<div id="root">/);
    }
    expect((await fetch(`${stack.gatewayUrl}/no-such-page`, { method: 'HEAD', headers: { accept: 'text/html' } })).status).toBe(404);
  });

  it("when a lazily loaded page is opened, then its opening script and the files of its chunk are named for preloading (as the build listed them); other pages name none", async () => {
    const delivery = await page('/delivery');
    expect(delivery.headers.get('link')).toBe(
      '</assets/opening-fetch-x0.js>; rel=preload; as=script, </assets/DeliveryPage-x1.js>; rel=preload; as=script; crossorigin, </assets/dates-x2.js>; rel=preload; as=script; crossorigin, </assets/DeliveryPage-x3.css>; rel=preload; as=style; crossorigin',
    );
    expect((await page('/appliance')).headers.get('link')).toBeNull();
    expect((await page('/no-such-page')).headers.get('link')).toBeNull();
  });

  it('when an unknown path is asked for JSON, then the JSON 404 an API client expects', async () => {
    const response = await page('/no-such-page', 'application/json');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toHaveProperty('error');
  });

  it('when /robots.txt is fetched, then the text file, with the sitemap at the public address', async () => {
    const response = await page('/robots.txt', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/shop\.example\.com\/sitemap\.xml$/m);
    expect(text).not.toMatch(/<html|%PUBLIC_URL%/i);
  });

  it('when /sitemap.xml is fetched, then XML listing the public pages at absolute addresses, each one a page of the SPA', async () => {
    const response = await page('/sitemap.xml', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toMatch(/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations).toEqual(expect.arrayContaining(['https://shop.example.com/', 'https://shop.example.com/appliance', 'https://shop.example.com/contact']));
    for (const location of locations) {
      expect(location.startsWith('https://shop.example.com/')).toBe(true);
      expect((await page(new URL(location).pathname)).status).toBe(200);
    }
    expect(locations.some((location) => /\/(dashboard|delivery|billing|admin)/.test(location))).toBe(false);
  });

  it("when a script is fetched, then the build's Brotli copy for a browser that takes it, else gzip or as is, cached for a year; an API answer is not the gateway's to compress", async () => {
    const asset = (encodings: string) => fetch(`${stack.gatewayUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': encodings } });
    for (const [encodings, expected] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await asset(encodings);
      expect(response.status).toBe(200);
      expect([encodings, response.headers.get('content-encoding')]).toEqual([encodings, expected]);
      expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000, immutable/);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await response.text()).toBe(script);
    }
    expect((await fetch(`${stack.gatewayUrl}/assets/..%2f..%2findex.html`, { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
    const api = await fetch(`${stack.gatewayUrl}/healthz`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(api.headers.get('content-encoding')).toBeNull();
  });
});
