/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig({
  plugins: [react()],
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
