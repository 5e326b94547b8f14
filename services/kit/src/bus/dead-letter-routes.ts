import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import { conflict } from '../errors';
import { bindContract, type HandlersOf } from '../http/bind-contract';
import type { InternalHandlersOf } from '../internal/bind-internal-contract';
import { requireService, type ServiceTokenSettings } from '../internal/service-tokens';
import { peekDeadLetters } from './dead-letter-peek';
import { deadLetterInternalContract } from './dead-letter-contract';
import { replayDeadLetterQueue } from './dead-letters';

export interface DeadLetterRoutesOptions {
  service: string;
  /** The service's own broker URL: a replay is re-sent as its user, as `make replay-dead-letters` does. */
  url: string;
  namespace?: string;
  redis: Redis;
  settings: ServiceTokenSettings;
}

/** Longer than any bounded replay takes; a crashed holder frees it by itself. */
const REPLAY_LOCK_MS = 5 * 60_000;
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Mounts GET /internal/dead-letters and POST /internal/dead-letters/replay (bus/dead-letter-contract.ts). One replay
 * of a service at a time, across its instances (a lock in Redis): two at once would each take `limit` of the
 * messages waiting, replaying up to twice the bound.
 */
export function mountDeadLetterRoutes(app: Express, options: DeadLetterRoutesOptions): void {
  const { service, url, namespace, redis } = options;
  const lockKey = `${namespace ?? ''}dead-letters:replay:${service}`;
  const handlers: InternalHandlersOf<typeof deadLetterInternalContract> = {
    listDeadLetters: ({ query }) => peekDeadLetters({ url, service, namespace, limit: query.limit }),
    replayDeadLetters: async ({ body }) => {
      const holder = randomUUID();
      if ((await redis.set(lockKey, holder, 'PX', REPLAY_LOCK_MS, 'NX')) !== 'OK') throw conflict(`A replay of ${service}'s dead letters is running; try again when it is done`);
      try {
        return await replayDeadLetterQueue({ url, service, namespace, limit: body.limit, force: body.force });
      } finally {
        await redis.eval(RELEASE, 1, lockKey, holder).catch(() => undefined);
      }
    },
  };
  // Not bindInternalContract: that serves the service's one internal OpenAPI document, which the service mounts.
  const guard = requireService(options.settings);
  bindContract(app, deadLetterInternalContract as unknown as Parameters<typeof bindContract>[1], handlers as unknown as HandlersOf<Parameters<typeof bindContract>[1]>, () => guard);
}
