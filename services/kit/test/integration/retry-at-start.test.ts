import { Writable } from 'node:stream';
import pino from 'pino';
import { ConfigError, retryAtStart } from '@rto/kit';

/** retryAtStart: what a service does when one step of its start fails. No servers needed. */

function recordingLogger() {
  const lines: Array<{ level: number; msg: string; attempt: number }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('a step of a start', () => {
  it('when it fails twice and then succeeds, then it is tried again with one warning line per failed attempt and its result returned', async () => {
    const { logger, lines } = recordingLogger();
    let calls = 0;
    const result = await retryAtStart(
      logger,
      'creating collections and indexes',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error("Document with key 'rto_cart.carts' already existed");
        return 'prepared';
      },
      { initialDelayMs: 10 },
    );
    expect(result).toBe('prepared');
    expect(lines.map((line) => line.msg)).toEqual([
      "creating collections and indexes failed (attempt 1): Document with key 'rto_cart.carts' already existed; trying again in 10 ms",
      "creating collections and indexes failed (attempt 2): Document with key 'rto_cart.carts' already existed; trying again in 20 ms",
    ]);
    expect(lines.every((line) => line.level === 40)).toBe(true);
  });

  it('when it fails with a configuration error, then it is not tried again and the error is thrown as it is', async () => {
    const { logger, lines } = recordingLogger();
    let calls = 0;
    const failure = new ConfigError('Invalid configuration: ADMIN_EMAIL belongs to a customer account');
    await expect(
      retryAtStart(logger, 'making sure the first admin exists', async () => {
        calls += 1;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(calls).toBe(1);
    expect(lines).toEqual([]);
  });
});
