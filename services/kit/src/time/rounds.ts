import type { Logger } from '../logger';
import type { Clock } from './clock';

export interface RoundsOptions<T> {
  /** What the rounds do, for the logs ('drafting and dunning'). */
  name: string;
  intervalMs: number;
  clock: Clock;
  logger: Logger;
  /** One round's work at `now` (the clock's). */
  run(now: Date): Promise<T>;
  /** What a failed round resolves to (the failure is logged; the next round tries again). */
  failed: T;
}

export interface Rounds<T> {
  /** Runs a round now, or joins the one running: one round at a time in an instance. */
  round(): Promise<T>;
  /** Stops the timer and waits for the running round. */
  stop(): Promise<void>;
}

/**
 * A service's own timer (drafts, dunning, pauses that end): a round at start and every `intervalMs`, one at a time,
 * the timer unref'd so it never holds the process. Time is the clock's, so a test moves it. Several instances each
 * run theirs: the work makes itself safe (conditional updates, unique keys).
 */
export function startRounds<T>({ name, intervalMs, clock, logger, run, failed }: RoundsOptions<T>): Rounds<T> {
  let running: Promise<T> | undefined;
  const round = () => {
    running ??= run(clock.now())
      .catch((error: unknown) => {
        logger.warn({ err: error }, `${name} failed this round; will retry`);
        return failed;
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void round(), intervalMs);
  timer.unref();
  void round();
  return {
    round,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
