import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request } from 'express';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rent-to-Own Appliance</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Rent-to-Own Appliance</h1>
<p>The storefront has not been built yet. The API is up: see <a href="/docs">the API documentation</a>.</p>
</body></html>`;

/** Pages of the SPA are HTML navigations: GET or HEAD asking for HTML. API calls ask for JSON. */
function isPageRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
}

/**
 * Serves the built SPA: fingerprinted assets cached for a year, index.html never cached, and the history
 * fallback (any other page path gets index.html, so deep links work). Until the SPA is built, a placeholder.
 */
export function serveSpa(app: Express, spaDir: string): void {
  const index = path.join(spaDir, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(spaDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  app.use(express.static(spaDir, { index: false, maxAge: '1h' }));
  app.use((req, res, next) => {
    if (!isPageRequest(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (fs.existsSync(index)) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
}
