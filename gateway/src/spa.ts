import fs from 'node:fs';
import path from 'node:path';
import { spaPageOf, type SpaPage } from '@rto/kit/spa-pages';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express, { type Express, type Request } from 'express';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rent-to-Own Appliance</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Rent-to-Own Appliance</h1>
<p>The storefront has not been built yet. The API is up: see <a href="/docs">the API documentation</a>.</p>
</body></html>`;

/**
 * The files for crawlers (the SPA's public/ folder). A sitemap's addresses are absolute, and the site's address is
 * known only where it runs: the files say %PUBLIC_URL% and are served with it filled in.
 */
const CRAWLER_FILES = { 'robots.txt': 'text/plain', 'sitemap.xml': 'application/xml' } as const;

/**
 * What the chunk of a lazily loaded page needs beyond index.html's own files (the SPA build writes
 * page-preloads.json), as a Link header: the browser fetches them with the main script rather than after it ran.
 * `crossorigin` as the SPA's module loader asks for them, so the preloaded answers are the ones it uses.
 */
async function preloadLinks(spaDir: string, page: SpaPage): Promise<string | undefined> {
  let preloads: Partial<Record<SpaPage, { scripts: string[]; styles: string[] }>>;
  try {
    preloads = JSON.parse(await fs.promises.readFile(path.join(spaDir, 'page-preloads.json'), 'utf8'));
  } catch {
    return undefined; // not built (yet), or built without it
  }
  const files = preloads[page];
  if (!files) return undefined;
  return [...files.scripts.map((file) => `<${file}>; rel=preload; as=script; crossorigin`), ...files.styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`)].join(', ') || undefined;
}

/** Pages of the SPA are HTML navigations: GET or HEAD asking for HTML. API calls ask for JSON. */
function isPageRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
}

/**
 * Serves the built SPA, compressed: fingerprinted assets cached for a year, index.html never cached, and the
 * history fallback (a page path gets index.html, so deep links work; a path that is none of the SPA's pages gets it
 * too, for the SPA's not-found page, with status 404). Until the SPA is built, a placeholder.
 */
export function serveSpa(app: Express, spaDir: string, publicUrl: string): void {
  const index = path.join(spaDir, 'index.html');
  const origin = publicUrl.replace(/\/+$/, '');
  // Only what the gateway serves itself: it is mounted after the API routes, whose answers pass through untouched.
  app.use(compression());
  const assets = path.join(spaDir, 'assets');
  // The build's Brotli copy of a script or stylesheet for a browser that takes it (smaller than compressing here),
  // else the file itself, which compression() gzips.
  app.use('/assets', expressStaticGzip(assets, { enableBrotli: true, orderPreference: ['br'], serveStatic: { immutable: true, maxAge: '365d', index: false } }));
  for (const [file, type] of Object.entries(CRAWLER_FILES)) {
    app.get(`/${file}`, (_req, res, next) => {
      fs.readFile(path.join(spaDir, file), 'utf8', (error, text) => {
        if (error) return next();
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.type(type).send(text.replaceAll('%PUBLIC_URL%', origin));
      });
    });
  }
  app.use(express.static(spaDir, { index: false, maxAge: '1h' }));
  app.use(async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const page = spaPageOf(req.path);
    res.setHeader('Cache-Control', 'no-cache');
    res.status(page ? 200 : 404);
    const links = page && (await preloadLinks(spaDir, page));
    if (links) res.setHeader('Link', links);
    if (fs.existsSync(index)) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
}
