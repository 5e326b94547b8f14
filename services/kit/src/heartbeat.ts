import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';

export interface HeartbeatOptions {
  /** The service's own database: its instances' beats are kept in its `instances` collection. */
  connection: Connection;
  logger: Logger;
  /** How often this instance says it is alive. */
  intervalMs?: number;
  /** An instance not heard of for this long is gone (killed, its machine lost): what it held may be taken over. */
  deadAfterMs?: number;
  /** Milliseconds now: the machines' wall clock (beats compare times written by several processes). */
  now?: () => number;
}

export interface Heartbeat {
  /** This process's id, different at every start. */
  readonly instanceId: string;
  /** Writes the first beat (before the service takes requests), then one every interval. */
  start(): Promise<void>;
  /** Stops beating and forgets this instance: a graceful stop finished its requests, so nothing it held is alive. */
  stop(): Promise<void>;
  /** True while the instance beats (this one: always, until stopped). */
  isAlive(instanceId: string): Promise<boolean>;
}

const DEFAULT_INTERVAL_MS = 1_000;
const DEFAULT_DEAD_AFTER_MS = 5_000;
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

interface InstanceDocument {
  _id: string;
  beatAt: Date;
}

/**
 * Which processes of a service are alive, so that work a killed one left half done (a request it was answering) is
 * taken over within seconds rather than after a long timeout: each process writes a beat every second, and an
 * instance whose last beat is older than a few seconds is gone. A slow request of a live process is never taken
 * for dead: the process beats whatever its requests wait for.
 */
export function createHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { connection, logger, intervalMs = DEFAULT_INTERVAL_MS, deadAfterMs = DEFAULT_DEAD_AFTER_MS, now = Date.now } = options;
  const instanceId = randomUUID();
  const instances = () => connection.collection<InstanceDocument>('instances');
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const beat = () => instances().updateOne({ _id: instanceId }, { $set: { beatAt: new Date(now()) } }, { upsert: true });

  return {
    instanceId,
    async start() {
      await beat();
      // Instances killed long ago are of no use to anyone.
      await instances().deleteMany({ beatAt: { $lt: new Date(now() - FORGET_AFTER_MS) } });
      timer = setInterval(() => {
        beat().catch((error: unknown) => logger.warn({ err: error }, 'could not write the heartbeat; will try again'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await instances().deleteOne({ _id: instanceId }).catch(() => undefined);
    },
    async isAlive(id) {
      if (id === instanceId) return !stopped;
      const found = await instances().findOne({ _id: id });
      return !!found && now() - found.beatAt.getTime() < deadAfterMs;
    },
  };
}
