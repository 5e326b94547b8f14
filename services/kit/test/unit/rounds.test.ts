import { createLogger, startRounds } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';

const logger = createLogger('rounds-test', 'silent');

describe("a service's own timer (startRounds)", () => {
  it('when a round is asked while one runs, then it joins that one: one round at a time, at the clock\'s time', async () => {
    const clock = new ManualClock('2027-01-12T05:30:00Z');
    const seen: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const rounds = startRounds({
      name: 'test',
      intervalMs: 3_600_000,
      clock,
      logger,
      failed: -1,
      run: async (now) => {
        seen.push(now.toISOString());
        await gate;
        return seen.length;
      },
    });
    // The round at start runs; asked twice meanwhile, the same round answers.
    clock.set('2027-02-12T05:30:00Z');
    const [first, second] = [rounds.round(), rounds.round()];
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    // Once it is done, the next round runs at the clock's time then.
    expect(await rounds.round()).toBe(2);
    expect(seen).toEqual(['2027-01-12T05:30:00.000Z', '2027-02-12T05:30:00.000Z']);
    await rounds.stop();
  });

  it('when a round fails, then it resolves to the failed value and the next round runs', async () => {
    let calls = 0;
    const rounds = startRounds({
      name: 'test',
      intervalMs: 3_600_000,
      clock: new ManualClock(),
      logger,
      failed: 'failed',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database is away');
        return 'done';
      },
    });
    expect(await rounds.round()).toBe('failed');
    expect(await rounds.round()).toBe('done');
    await rounds.stop();
  });
});
