import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '..');

/** Every process the bench started (stopped when it ends), and what each runs ('services/order', 'gateway'). */
export const children: ChildProcess[] = [];
export const childNames = new Map<ChildProcess, string>();

/**
 * Starts a service (or the gateway) from its source as a process of its own, as `make dev` does; `entry` names
 * another program of the repository to run instead of `<dir>/src/main.ts` (the bench's bare Express app).
 */
export function startProcess(dir: string, env: Record<string, string>, nodeOptions: string[] = [], entry = path.join(dir, 'src/main.ts')): ChildProcess {
  // A service connects as its own broker user (AMQP_URL_<SERVICE> from .data/test.env), or its events are refused.
  const ownBroker = env[`AMQP_URL_${path.basename(dir).toUpperCase()}`];
  const child = spawn(process.execPath, [...nodeOptions, '--conditions=development', '--import', 'tsx', path.join(root, entry)], {
    cwd: root,
    env: { ...process.env, ...env, ...(ownBroker ? { AMQP_URL: ownBroker } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  childNames.set(child, dir);
  return child;
}

/** Waits until `url` answers 2xx (a minute at most). */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Fails at once when one of the bench's ports is taken (another bench running): its figures would be someone else's. */
export async function expectPortsFree(ports: number[]): Promise<void> {
  const taken: number[] = [];
  await Promise.all(
    ports.map(
      (port) =>
        new Promise<void>((resolve) => {
          const probe = net.createServer();
          probe.once('error', () => {
            taken.push(port);
            resolve();
          });
          probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
        }),
    ),
  );
  if (taken.length > 0) throw new Error(`port ${taken.sort().join(', ')} already in use (another bench running?)`);
}
