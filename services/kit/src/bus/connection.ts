import amqp, { type ChannelModel, type RecoveringChannelModel } from 'amqplib';
import { withTimeout } from '../time/with-timeout';

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

/** Rejects when `promise` takes longer than a probe may wait: a scrape is answered quickly, broker or not. */
export function probeWithin<T>(promise: Promise<T>, ms = PROBE_TIMEOUT_MS): Promise<T> {
  return withTimeout(promise, ms);
}
