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
 * A file of the built SPA, read at its first use and kept: the build does not change under a running gateway. A file
 * that is missing (the SPA not built yet) is looked for again next time.
 */
function builtFile<T>(file: string, parse: (text: string) => T): () => Promise<T | undefined> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= fs.promises.readFile(file, 'utf8').then(parse);
    return kept.catch(() => {
      kept = undefined;
      return undefined;
    });
  };
}

/** `opening`: the script that starts a signed-in page's first reads (a classic script, so no `crossorigin`). */
type PageFiles = { opening?: string; scripts: string[]; styles: string[] };
type PagePreloads = Partial<Record<SpaPage, PageFiles>>;

/**
 * What the chunk of a lazily loaded page needs beyond index.html's own files (the SPA build writes
 * page-preloads.json), as a Link header per page: the browser fetches them with the main script rather than after it
 * ran. `crossorigin` as the SPA's module loader asks for them, so the preloaded answers are the ones it uses. The
 * opening script comes first: the reads it starts wait on it, the page's modules on the main script.
 */
function preloadLinksOf(preloads: PagePreloads): Partial<Record<SpaPage, string>> {
  const links: Partial<Record<SpaPage, string>> = {};
  for (const [page, files] of Object.entries(preloads) as [SpaPage, PageFiles][]) {
    const link = [
      ...(files.opening ? [`<${files.opening}>; rel=preload; as=script`] : []),
      ...files.scripts.map((file) => `<${file}>; rel=preload; as=script; crossorigin`),
      ...files.styles.map((file) => `<${file}>; rel=preload; as=style; crossorigin`),
    ].join(', ');
    if (link) links[page] = link;
  }
  return links;
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
    const filled = builtFile(path.join(spaDir, file), (text) => text.replaceAll('%PUBLIC_URL%', origin));
    app.get(`/${file}`, async (_req, res, next) => {
      const text = await filled();
      if (text === undefined) return next();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type(type).send(text);
    });
  }
  app.use(express.static(spaDir, { index: false, maxAge: '1h' }));
  const preloadLinks = builtFile(path.join(spaDir, 'page-preloads.json'), (text) => preloadLinksOf(JSON.parse(text) as PagePreloads));
  let built = false;
  app.use(async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const page = spaPageOf(req.path);
    res.setHeader('Cache-Control', 'no-cache');
    res.status(page ? 200 : 404);
    const links = page && (await preloadLinks())?.[page];
    if (links) res.setHeader('Link', links);
    built ||= fs.existsSync(index);
    if (built) res.sendFile(index);
    else res.type('html').send(PLACEHOLDER);
  });
}
