#!/usr/bin/env node
// First-load JavaScript: the gzip size of every script that dist/index.html loads before the app runs
// (its module entry and the chunks it preloads). Lazy route chunks are not counted: they load on visit.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 24's goal. */
const GOAL_KB = 110;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexPath = join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.log('dist/index.html not found: run `npm run build -w frontend` first.');
  process.exit(0);
}

const html = readFileSync(indexPath, 'utf8');
const scriptSrc = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((match) => match[1]);
const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)].map((match) => match[1]);
const files = [...new Set([...scriptSrc, ...preloads])];

let totalBytes = 0;
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;
  totalBytes += bytes;
  console.log(`${(bytes / 1024).toFixed(2).padStart(9)} KB  ${file}`);
}

const totalKb = totalBytes / 1024;
console.log(`First-load JS (gzip): ${totalBytes} bytes = ${totalKb.toFixed(2)} KB (goal <= ${GOAL_KB} KB${totalKb > GOAL_KB ? ', MISSED' : ''})`);
