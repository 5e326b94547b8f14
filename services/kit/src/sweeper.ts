import type { Logger } from 'pino';

export interface SweeperOptions {
  /** What the work is called in the logs ('checkout', 'bulk message'). */
  name: string;
  /** How often a round looks for due work without being nudged. */
  intervalMs: number;
  logger: Logger;
  /** The ids whose work is due now (a bounded batch: a round asks again while it was nudged meanwhile). */
  due(now: Date): Promise<string[]>;
  /**
   * Does one id's work, under the lease the work takes itself (every instance sweeps). `swept` is true when a round
   * found it due, false when it was kicked. A failure is logged and the id waits for a later round.
   */
  work(id: string, swept: boolean): Promise<void>;
  /** Housekeeping after each round. */
  afterRound?(): Promise<void>;
}

export interface Sweeper {
  /** Does one id's work now, in the background (the caller does not wait for it). */
  kick(id: string): void;
  /** Looks for due work now (and again after the running round, when one runs). */
  nudge(): Promise<void>;
  start(): void;
  /** Stops sweeping and waits for the work under way. */
  stop(): Promise<void>;
  /** True once stopping: long work checks it between its steps. */
  readonly stopped: boolean;
}

/**
 * Work kept in the database and done from there (docs/architecture.md): a timer sweeps what is due, `kick` does one id at
 * once, and nothing lives only in memory, so a restart or another instance picks up whatever was left.
 */
export function createSweeper(options: SweeperOptions): Sweeper {
  const { name, intervalMs, logger, due, work, afterRound } = options;
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let sweepAgain = false;
  let stopped = false;

  async function round(): Promise<void> {
    do {
      sweepAgain = false;
      for (const id of await due(new Date())) {
        if (stopped) return;
        await work(id, true);
      }
    } while (sweepAgain && !stopped);
    await afterRound?.();
  }

  function nudge(): Promise<void> {
    if (sweeping) {
      sweepAgain = true;
      return sweeping;
    }
    sweeping = round()
      .catch((error: unknown) => logger.warn({ err: error }, `${name} sweep failed; will try again`))
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  }

  return {
    kick(id) {
      if (stopped) return;
      const running = work(id, false)
        .catch((error: unknown) => logger.warn({ id, err: error }, `${name} failed; the sweeper will take it`))
        .finally(() => inFlight.delete(running));
      inFlight.add(running);
    },
    nudge,
    start() {
      if (timer) return;
      timer = setInterval(() => void nudge(), intervalMs);
      timer.unref();
      void nudge();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await sweeping;
      await Promise.allSettled([...inFlight]);
    },
    get stopped() {
      return stopped;
    },
  };
}
