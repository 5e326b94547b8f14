import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import { eventually, freePort, startProcess, type StartedProcess } from '@rto/kit/testing';

/**
 * The dev runner (infra/scripts/dev.mjs) keeps every process running and prints its ready banner only once all
 * answer /readyz. Its supervisor (infra/scripts/supervisor.mjs) is driven here by a fixture, with real processes.
 */

const fixture = path.join(__dirname, 'fixtures/dev-runner.mjs');
const started: ChildProcess[] = [];

function run(...args: string[]): StartedProcess {
  const child = startProcess(process.execPath, [fixture, ...args]);
  started.push(child.process);
  return child;
}

async function pidAnswering(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`);
  return ((await response.json()) as { pid: number }).pid;
}

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
});

describe('the dev runner', () => {
  it('when a process it runs is killed, then it says so in one line and starts it again', async () => {
    const port = await freePort();
    const runner = run('supervise', String(port));
    const first = await eventually(() => pidAnswering(port), 15_000);

    process.kill(first, 'SIGKILL');

    const second = await eventually(async () => {
      const pid = await pidAnswering(port);
      if (pid === first) throw new Error('still the first process');
      return pid;
    }, 15_000);
    expect(second).not.toBe(first);
    const lines = runner.output().split('\n').filter((line) => line.includes('exited'));
    expect(lines).toEqual([expect.stringMatching(/^dev-runner\.mjs exited \(SIGKILL\); restarting it in \d+\.\d s$/)]);
  });

  it('when one process answers /readyz with an error and another not at all, then both are named with why', async () => {
    const refusing = http.createServer((_request, response) => {
      response.statusCode = 503;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ error: 'Not ready: mongo unreachable', checks: { mongo: 'unreachable' } }));
    });
    const ready = http.createServer((_request, response) => response.end('{"status":"ready"}'));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => ready.listen(0, '127.0.0.1', resolve));
    const silentPort = await freePort();
    try {
      const checks = [
        ['cart', `http://127.0.0.1:${(refusing.address() as net.AddressInfo).port}/readyz`],
        ['catalog', `http://127.0.0.1:${(ready.address() as net.AddressInfo).port}/readyz`],
        ['notification', `http://127.0.0.1:${silentPort}/readyz`],
      ];
      const report = run('ready', JSON.stringify(checks));
      expect(await report.exited).toBe(0);
      expect(JSON.parse(report.output())).toEqual([
        { name: 'cart', reason: 'Not ready: mongo unreachable' },
        { name: 'notification', reason: 'not answering' },
      ]);
    } finally {
      refusing.close();
      ready.close();
    }
  });
});
