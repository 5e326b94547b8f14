import http from 'node:http';
import express from 'express';
import { listen } from '../../src/http/server';

/**
 * A service stopping (a deploy, a scale-in) while a caller keeps its keep-alive connection busy: the requests under
 * way finish, the next one on that connection is answered with `Connection: close`, and the stop does not wait out
 * its whole grace for a caller that never lets the connection go idle.
 */

describe('a graceful stop with a busy keep-alive connection', () => {
  jest.setTimeout(45_000);

  it('when a caller keeps sending on its connection, then its next answer closes the connection, none is cut, and the stop ends long before its grace', async () => {
    const app = express();
    app.get('/slow', (_req, res) => void setTimeout(() => res.json({ ok: true }), 200));
    const running = await listen(app, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get(`${running.url}/slow`, { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          })
          .on('error', reject);
      });
    try {
      expect((await get()).connection).toBe('keep-alive');
      // A caller that always has one request under way on its one connection, as a busy service does.
      const answers: Array<{ status: number; connection: string | undefined }> = [];
      let calling = true;
      const caller = (async () => {
        // Once the server stopped listening, a new connection is refused: that is expected. A request cut is not.
        while (calling) answers.push(await get().catch((error: NodeJS.ErrnoException) => ({ status: 0, connection: error.code === 'ECONNREFUSED' ? 'refused' : `cut: ${error.code}` })));
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await running.close(30_000);
      const stoppedIn = performance.now() - started;
      calling = false;
      await caller;
      // Waiting out the grace (30 s) is the fault; a bound well under it is what this checks, not a speed.
      expect(stoppedIn).toBeLessThan(15_000);
      // Every request sent on the connection was answered (none cut), the last of them with `Connection: close`.
      const served = answers.filter((answer) => answer.connection !== 'refused');
      expect(served.every((answer) => answer.status === 200)).toBe(true);
      expect(served.at(-1)).toEqual({ status: 200, connection: 'close' });
    } finally {
      agent.destroy();
    }
  });
});
