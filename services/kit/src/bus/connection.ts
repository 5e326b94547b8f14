import amqp, { type ChannelModel, type RecoveringChannelModel } from 'amqplib';

const PROBE_TIMEOUT_MS = 1_000;

/**
 * Opens the bus's connection to the broker, in the background: amqplib's recovery reconnects with back-off
 * (forever: a service waits out a broker outage rather than exiting) and runs `setup` on every new connection.
 */
export function connectWithRecovery(url: string, setup: (model: ChannelModel) => Promise<void>): Promise<RecoveringChannelModel> {
  return amqp.connect(withHeartbeat(url), {
    recovery: {
      waitForConnect: false,
      initialDelay: 200,
      maxDelay: 5_000,
      maxRetries: Infinity,
      setup,
    },
  });
}

/** Heartbeats let a silently dead broker connection be noticed within seconds, not at the OS's TCP timeout. */
function withHeartbeat(url: string): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', '10');
  return parsed.toString();
}

/** Rejects when `promise` takes longer than `ms`: a probe must answer a scrape quickly, broker or not. */
export function withTimeout<T>(promise: Promise<T>, ms = PROBE_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
