import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository's root. */
export const root = path.resolve(__dirname, '..');

/** Every process the bench started (stopped when it ends), and what each runs ('services/order', 'gateway'). */
export const children: ChildProcess[] = [];
export const childNames = new Map<ChildProcess, string>();

/** Starts a service (or the gateway) from its source as a process of its own, as `make dev` does. */
export function startProcess(dir: string, env: Record<string, string>, nodeOptions: string[] = []): ChildProcess {
  // A service connects as its own broker user (AMQP_URL_<SERVICE> from .data/test.env), or its events are refused.
  const ownBroker = env[`AMQP_URL_${path.basename(dir).toUpperCase()}`];
  const child = spawn(process.execPath, [...nodeOptions, '--conditions=development', '--import', 'tsx', path.join(root, dir, 'src/main.ts')], {
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
