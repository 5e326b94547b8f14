/**
 * The fault run's system: its own MongoDB-compatible server (file-backed, every write committed), Redis (append-only,
 * every write synced) and RabbitMQ under a temporary directory (`infra.sh up faults`), and every service and the
 * gateway as processes of the dev runner (dev.mjs --e2e, which restarts one that exits). Kills are SIGKILL: nothing
 * finished, nothing closed.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const ROOT = path.resolve(__dirname, '../..');
/** The dev runner's addresses in --e2e mode (the fixed ports the browser tests use: the run holds their lock). */
export const GATEWAY = 'http://127.0.0.1:8280';
export const SERVICES = ['gateway', 'identity', 'catalog', 'cart', 'order', 'scheduling', 'billing', 'notification'] as const;
export const SERVERS = ['rabbitmq', 'redis', 'database'] as const;
export type Target = (typeof SERVICES)[number] | (typeof SERVERS)[number];
const READY_URLS = ['http://127.0.0.1:8281/readyz', ...[4201, 4202, 4203, 4204, 4205, 4206, 4207].map((port) => `http://127.0.0.1:${port}/readyz`)];

/** The env of the servers' own URLs, without any the caller's shell names (those may be the shared test servers). */
function cleanEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FAULTS_DIR: dir };
  for (const name of Object.keys(env)) if (/^(MONGO_URL|REDIS_URL|AMQP_URL(_[A-Z]+)?)$/.test(name)) delete env[name];
  return env;
}

/** Starts (or starts again) whichever of the run's servers is not running; resolves with their URLs. */
export async function serversUp(dir: string): Promise<Record<string, string>> {
  await run('bash', [path.join(ROOT, 'infra/scripts/infra.sh'), 'up', 'faults'], { env: cleanEnv(dir), cwd: ROOT });
  const lines = fs.readFileSync(path.join(dir, 'faults.env'), 'utf8').split('\n');
  return Object.fromEntries(lines.filter((line) => /^[A-Z_]+=/.test(line)).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).replace(/^'(.*)'$/, '$1')]));
}

export async function serversDown(dir: string): Promise<void> {
  await run('bash', [path.join(ROOT, 'infra/scripts/infra.sh'), 'down', 'faults'], { env: cleanEnv(dir), cwd: ROOT }).catch(() => undefined);
}

export async function deadLetterQueues(dir: string): Promise<Array<{ name: string; messages: number }>> {
  const { stdout } = await run('bash', [path.join(ROOT, 'infra/scripts/infra.sh'), 'queues', 'faults'], { env: cleanEnv(dir), cwd: ROOT });
  return stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([name]) => name?.endsWith('.dead'))
    .map(([name, messages]) => ({ name: name!, messages: Number(messages) }));
}

/** The services and the gateway, on the run's servers; their output goes to `<dir>/log/services.log`. */
export function startServices(dir: string, urls: Record<string, string>): ChildProcess {
  const log = fs.openSync(path.join(dir, 'log/services.log'), 'a');
  // The runner stops everything once its command ends: this one ends when the runner's parent (this run) is gone.
  const command = ['bash', '-c', 'while kill -0 "$PPID" 2>/dev/null && kill -0 "$FAULTS_RUN_PID" 2>/dev/null; do sleep 1; done'];
  return spawn(process.execPath, [path.join(ROOT, 'infra/scripts/dev.mjs'), '--e2e', '--', ...command], {
    cwd: ROOT,
    env: { ...cleanEnv(dir), ...urls, FAULTS_RUN_PID: String(process.pid), LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log],
  });
}

/** Waits until every service and the gateway answer ready; false when they do not within `ms`. */
export async function ready(ms = 120_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answers = await Promise.all(READY_URLS.map((url) => fetch(url, { signal: AbortSignal.timeout(3_000) }).then((response) => response.ok, () => false)));
    if (answers.every(Boolean)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Every process under `pid`, with its parent and command line (read from /proc). */
function processesUnder(pid: number): Array<{ pid: number; ppid: number; cmdline: string }> {
  const all = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(name), ppid, cmdline: fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ') }];
      } catch {
        return [];
      }
    });
  const under = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const proc of all) {
      if (!under.has(proc.ppid) || under.has(proc.pid)) continue;
      under.add(proc.pid);
      grew = true;
    }
  }
  return all.filter((proc) => proc.pid !== pid && under.has(proc.pid));
}

/** The pid of the process that serves `target` (for a service: the innermost one running its main.ts). */
export function pidOf(target: Target, dir: string, runner: number): number {
  const pidFile = { database: 'mongo-faults.pid', redis: 'redis.pid', rabbitmq: 'rabbitmq.pid' }[target as (typeof SERVERS)[number]];
  if (pidFile) return Number(fs.readFileSync(path.join(dir, 'run', pidFile), 'utf8').trim());
  const main = target === 'gateway' ? 'gateway/src/main.ts' : `services/${target}/src/main.ts`;
  const running = processesUnder(runner).filter((proc) => proc.cmdline.includes(main));
  const innermost = running.filter((proc) => !running.some((other) => other.ppid === proc.pid));
  if (innermost.length !== 1) throw new Error(`expected one process running ${main}, found ${innermost.length}`);
  return innermost[0]!.pid;
}
