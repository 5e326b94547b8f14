import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** A child process a test started: everything it printed so far, and its end. */
export interface StartedProcess {
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/** Starts a process whose stdout and stderr the test can read. */
export function startProcess(command: string, args: string[], options: SpawnOptions = {}): StartedProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** A TCP port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A service running as a process of its own, as in production, so that a test can kill it outright. */
export interface ServiceProcess extends StartedProcess {
  url: string;
  port: number;
  /** Graceful, as an orchestrator stops it (SIGTERM), resolving once it has exited. */
  stop(): Promise<void>;
  /** A crash: SIGKILL, nothing finished, nothing closed; resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * Starts a service's `src/main.ts` in a process of its own (through tsx, as `make dev` does) on `env.PORT` (a free
 * port when unset) and waits until it answers ready.
 */
export async function startServiceProcess(serviceDirectory: string, env: NodeJS.ProcessEnv, readyWithinMs = 60_000): Promise<ServiceProcess> {
  const port = env['PORT'] && env['PORT'] !== '0' ? Number(env['PORT']) : await freePort();
  const started = startProcess(process.execPath, ['--conditions=development', '--import', 'tsx', `${serviceDirectory}/src/main.ts`], {
    cwd: serviceDirectory,
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  let ended = false;
  void started.exited.then(() => (ended = true));
  for (;;) {
    if (ended) throw new Error(`${serviceDirectory} exited before it was ready:\n${started.output()}`);
    const ready = await fetch(`${url}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) {
      started.process.kill('SIGKILL');
      throw new Error(`${serviceDirectory} was not ready within ${readyWithinMs} ms:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const endWith = async (signal: NodeJS.Signals) => {
    if (!ended) started.process.kill(signal);
    await started.exited;
  };
  return { ...started, url, port, stop: () => endWith('SIGTERM'), kill: () => endWith('SIGKILL') };
}
