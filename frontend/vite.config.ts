/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { API_PATHS, BACKEND_ASSET_PATHS } from './src/api/endpoints.ts';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:8080';

// One regular expression for every backend path, anchored so that a SPA route which merely starts with the
// same letters (for example /confirm next to /confirmPasswordReset) is never sent to the gateway.
const backendPaths = [...Object.values(API_PATHS), ...BACKEND_ASSET_PATHS];
const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const backendPathPattern = `^(${backendPaths.map(escape).join('|')})(/|\\?|$)`;

const proxy = {
  [backendPathPattern]: { target: GATEWAY_URL, changeOrigin: false },
};

// The kit's rules the SPA shares with the services, read from their source: the kit package exports built files to
// Node, and a browser build must not depend on the services having been built first.
const kitSource = (file: string) => fileURLToPath(new URL(`../services/kit/src/${file}`, import.meta.url));

/**
 * A Brotli copy (`<file>.br`, best compression) of every script and stylesheet, which the gateway sends to browsers
 * that accept it: about a sixth smaller than what it could compress on the fly, for the first load on a phone.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(output.fileName)) continue;
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.length < 1024) continue;
        const source = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
        this.emitFile({ type: 'asset', fileName: `${output.fileName}.br`, source });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: { alias: { '@rto/kit/ownership': kitSource('ownership.ts'), '@rto/kit/spa-pages': kitSource('spa-pages.ts') } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  // No source maps in what is served: they would publish the whole source of the SPA.
  build: { outDir: 'dist', sourcemap: false, target: 'es2022' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
