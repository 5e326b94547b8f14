/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, minify, transformWithOxc, type Plugin, type Rolldown } from 'vite';
import { API_PATHS, BACKEND_ASSET_PATHS, OPENING_READS } from './src/api/endpoints.ts';
import { usOutlines } from './scripts/us-outlines-plugin.ts';
import { PAGE_MODULES } from './src/app/page-modules.ts';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:8080';

// One regular expression for every backend path, anchored so that a SPA route which merely starts with the
// same letters (for example /confirm next to /confirmPasswordReset) is never sent to the gateway.
const backendPaths = [...Object.values(API_PATHS), ...BACKEND_ASSET_PATHS];
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const backendPathPattern = `^(${backendPaths.map(escape).join('|')})(/|\\?|$)`;

const proxy = {
  [backendPathPattern]: { target: GATEWAY_URL, changeOrigin: false },
};

// The packages the SPA shares with the services, read from their source: they export built files to Node, and a
// browser build must not depend on them having been built first.
const kitSource = (file: string) => fileURLToPath(new URL(`../services/kit/src/${file}`, import.meta.url));
const rulesSource = fileURLToPath(new URL('../packages/rules/src/index.ts', import.meta.url));

/**
 * A Brotli copy (`<file>.br`, best compression) of every script and stylesheet, which the gateway sends to browsers
 * that accept it: about a sixth smaller than what it could compress on the fly, for the first load on a phone.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    // Once the files are written: in generateBundle, Vite's own hooks may still rewrite a chunk's code after ours.
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
        fs.writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params }));
      }
    },
  };
}

/**
 * The first screen's stylesheet written into index.html (about 4 KB gzip) rather than linked: a linked one blocks the
 * first paint for a request of its own, about 300 ms of a phone's first load by Lighthouse's measure (issue 24).
 * index.html is fetched on every visit anyway; the pages' own stylesheets stay files, preloaded with the page.
 */
function inlineEntryStyles(): Plugin {
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*\bhref="\/([^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source).trim()}</style>` : tag;
        });
      },
    },
  };
}

/**
 * page-preloads.json: for each lazily loaded page (src/app/page-modules.ts), the opening script (index.html loads it
 * on every page; named here, it is fetched as the answer's headers come) and the files the page's chunk needs beyond
 * what index.html loads already (scripts, then stylesheets), for the gateway to name in a Link header.
 */
function pagePreloads(openingScript: () => string): Plugin {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk, skip: Set<string> = new Set()) => {
        const files = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName) || skip.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        visit(start);
        return files;
      };
      const cssOf = (files: Set<string>) => [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
      const preloads: Record<string, { opening: string; scripts: string[]; styles: string[] }> = {};
      for (const [page, module] of Object.entries(PAGE_MODULES)) {
        const entry = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId === `${root}${module}`);
        if (!entry) this.error(`page-modules.ts: ${module} (page ${page}) is not a lazily loaded chunk of the build`);
        const files = closure(entry, initial);
        preloads[page] = { opening: `/${openingScript()}`, scripts: [...files].map((file) => `/${file}`), styles: [...new Set(cssOf(files))].map((file) => `/${file}`) };
      }
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/**
 * The opening script (src/boot/opening-fetch.ts, which starts a signed-in page's first reads): that file alone, its
 * types stripped, run with each page's reads (OPENING_READS in src/api/endpoints.ts) and the API's origin, minified,
 * and loaded async from index.html's head ahead of the main script. Named by its content's hash, as the bundler names
 * the others.
 */
function openingFetchScript(): Plugin & { fileName: () => string } {
  const source = fileURLToPath(new URL('./src/boot/opening-fetch.ts', import.meta.url));
  let apiBaseUrl = '';
  let fileName = '';
  return {
    fileName: () => fileName,
    name: 'opening-fetch-script',
    apply: 'build',
    configResolved(config) {
      // As src/config.ts reads it for the API client, whose requests take these answers by their URL.
      apiBaseUrl = String(config.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
    },
    async buildStart() {
      const { code } = await transformWithOxc(fs.readFileSync(source, 'utf8'), source, { lang: 'ts' });
      if (/^\s*import\b/m.test(code)) this.error('src/boot/opening-fetch.ts must not import: it is built on its own');
      const run = `startOpeningFetches(${JSON.stringify(OPENING_READS)}, ${JSON.stringify(apiBaseUrl)});`;
      const { code: script } = await minify('opening-fetch.js', `(() => {\n${code.replace(/^export /gm, '')}\n${run}\n})();\n`);
      fileName = `assets/opening-fetch-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source: script });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { async: true, fetchpriority: 'high', src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}

/**
 * react-router's production build in the bundle. Its package exports name only its development build (an upstream
 * issue, open since 7.0.2), whose development warnings (ENABLE_DEV_WARNINGS, the one difference between the two) would
 * otherwise reach every customer's console. The build only: the dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist/production/index.mjs');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

const opening = openingFetchScript();

export default defineConfig({
  plugins: [react(), reactRouterProductionBuild(), usOutlines(), precompressAssets(), pagePreloads(opening.fileName), inlineEntryStyles(), opening],
  resolve: {
    alias: {
      '@rto/rules': rulesSource,
      '@rto/kit/spa-pages': kitSource('spa-pages.ts'),
      // The delivery address rule alone (no zod), the same the order service checks with.
      '@rto/contracts/us-address-rule': fileURLToPath(new URL('../packages/contracts/src/us-address-rule.ts', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  // No source maps in what is served: they would publish the whole source of the SPA.
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    // Everything the first screen loads in one file: left to itself the bundler cut it into some thirty chunks (what
    // the lazy pages share with it), each a request of its own on a phone and about 10 KB more gzip in all (issue 24).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: on 2 cores, one file at a time and a core left idle
    // (126 s of make test's time; each file runs in its own jsdom, so two at once never meet).
    maxWorkers: 2,
  },
});
