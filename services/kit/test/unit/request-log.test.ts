import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { createHttpApp, serviceUnavailable } from '@rto/kit';

/**
 * One log line per request: at error for a request that failed (5xx), at the request level otherwise. /readyz
 * answering 503 is the answer asked for while a dependency comes up, not a failure: every start used to log it in
 * red a few times.
 */
describe('the request log', () => {
  const lines: Array<{ level: number; msg: string; path?: string; status?: number }> = [];
  let server: Server;
  let base: string;
  let ready = false;

  beforeAll(async () => {
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = createHttpApp({
      service: 'request-log-test',
      logger,
      readiness: {
        database: async () => {
          if (!ready) throw new Error('not yet');
        },
      },
      routes: (routes) => {
        routes.get('/busy', () => {
          throw serviceUnavailable();
        });
      },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const linesFor = (path: string) => lines.filter((line) => line.path === path);
  const ERROR = pino.levels.values['error']!;

  it('when /readyz answers 503 (not ready yet), then it is logged as a request, not as a failure, and says why', async () => {
    const answer = await fetch(`${base}/readyz`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: 'Not ready: database unreachable' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(linesFor('/readyz')).toEqual([expect.objectContaining({ msg: 'request', status: 503 })]);
    expect(linesFor('/readyz')[0]!.level).toBeLessThan(ERROR);
  });

  it('when a route answers 503, then it is logged at error as a failed request', async () => {
    expect((await fetch(`${base}/busy`)).status).toBe(503);
    await new Promise((resolve) => setImmediate(resolve));
    expect(linesFor('/busy')).toEqual([expect.objectContaining({ level: ERROR, msg: 'request failed', status: 503 })]);
  });

  it('when /readyz answers 200 once ready, then it is logged as a request', async () => {
    ready = true;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(linesFor('/readyz').at(-1)).toMatchObject({ msg: 'request', status: 200 });
  });
});
