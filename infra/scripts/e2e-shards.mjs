#!/usr/bin/env node
// The browser tests on several stacks at once (make e2e):
//   node infra/scripts/e2e-shards.mjs [e2e/<file>.e2e.ts ...]     every file of frontend/e2e when none is named
// E2E_SHARDS (2) stacks, each started by `dev.mjs --e2e` with its own ports (E2E_SHARD), databases and event
// namespace, so that no test sees another stack's customers, slots or notices. One file runs at a time on a stack,
// and the files start in name order: whichever stack is free takes the next one. A browser test mostly waits (on the
// page, on events), so one stack left a core idle most of the time.
//
// A line as each file ends, then every file's TAP in name order, then the totals, `# pass N` and `# fail N`, over every
// file, and fails if a file or a stack failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '../..');
const frontend = path.join(root, 'frontend');

if (process.argv[2] === '--worker') runFiles(process.argv[3], process.argv.slice(4));
else await runStacks();

/** On one stack: takes each file no other stack has taken yet, in order, and runs it. */
function runFiles(claims, files) {
  for (const file of files) {
    const claim = path.join(claims, file.replaceAll('/', '_'));
    try {
      fs.mkdirSync(claim); // atomic: exactly one stack takes each file
    } catch (error) {
      if (error.code === 'EEXIST') continue;
      throw error;
    }
    const startedAt = Date.now();
    const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', '--test', '--test-concurrency=1', file], {
      cwd: frontend,
      env: process.env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    const count = (name) => Number(output.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    const result = { file, status: run.status, pass: count('pass'), fail: count('fail'), seconds: Math.round((Date.now() - startedAt) / 1000) };
    fs.writeFileSync(path.join(claim, 'output.tap'), output);
    fs.writeFileSync(path.join(claim, 'result.json'), JSON.stringify(result));
    // One short line as each file ends (the stacks share the terminal); the whole TAP comes at the end, in order.
    process.stdout.write(`e2e: ${file} ${result.status === 0 && result.fail === 0 ? 'passed' : 'FAILED'} (${result.pass} passed, ${result.fail} failed, ${result.seconds} s, stack ${process.env.E2E_SHARD})\n`);
  }
}

/** Starts the stacks, each running this script's worker, and sums up what every file gave. */
async function runStacks() {
  const named = process.argv.slice(2);
  const files = named.length
    ? named
    : fs
        .readdirSync(path.join(frontend, 'e2e'))
        .filter((name) => name.endsWith('.e2e.ts'))
        .sort()
        .map((name) => `e2e/${name}`);
  const shards = Number(process.env.E2E_SHARDS ?? 2);
  if (!Number.isInteger(shards) || shards < 1 || shards > 4) throw new Error(`E2E_SHARDS must be 1 to 4, not ${process.env.E2E_SHARDS}`);
  const claims = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-e2e-claims-'));
  const startedAt = Date.now();
  const exits = await Promise.all(
    Array.from({ length: Math.min(shards, files.length) }, (_, shard) => {
      const stack = spawn(process.execPath, [path.join(root, 'infra/scripts/dev.mjs'), '--e2e', '--', process.execPath, self, '--worker', claims, ...files], {
        cwd: root,
        env: { ...process.env, E2E_SHARD: String(shard) },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      return new Promise((resolve) => stack.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
    }),
  );
  const results = files.map((file) => {
    const claim = path.join(claims, file.replaceAll('/', '_'));
    try {
      process.stdout.write(fs.readFileSync(path.join(claim, 'output.tap'), 'utf8'));
      return JSON.parse(fs.readFileSync(path.join(claim, 'result.json'), 'utf8'));
    } catch {
      return { file, status: null, pass: 0, fail: 0 };
    }
  });
  fs.rmSync(claims, { recursive: true, force: true });
  const notRun = results.filter((result) => result.status === null).map((result) => result.file);
  const failed = results.filter((result) => result.status !== null && (result.status !== 0 || result.fail > 0)).map((result) => result.file);
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  process.stdout.write(
    [
      '',
      `# browser tests: ${files.length} files on ${exits.length} stacks, ${Math.round((Date.now() - startedAt) / 1000)} s`,
      ...(failed.length ? [`# failed: ${failed.join(', ')}`] : []),
      ...(notRun.length ? [`# not run (a stack failed): ${notRun.join(', ')}`] : []),
      `# tests ${sum('pass') + sum('fail')}`,
      `# pass ${sum('pass')}`,
      `# fail ${sum('fail')}`,
      '',
    ].join('\n'),
  );
  process.exit(failed.length || notRun.length || exits.some((code) => code !== 0) ? 1 : 0);
}
