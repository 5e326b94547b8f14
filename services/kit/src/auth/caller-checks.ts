import type { Logger } from 'pino';
import { createRedis, type Redis } from '../redis';
import { createSessionRegistry, type SessionRegistry } from './sessions';
import { createTokenService, type TokenService, type TokenSettings } from './tokens';

/** What checks a caller, in the gateway and in every service alike: tokens, and the sessions kept in Redis. */
export interface CallerChecks {
  redis: Redis;
  tokens: TokenService;
  sessions: SessionRegistry;
}

export function createCallerChecks(config: TokenSettings & { REDIS_URL: string; NAMESPACE: string }, logger: Logger): CallerChecks {
  const redis = createRedis(config.REDIS_URL, config.NAMESPACE);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  const tokens = createTokenService(config);
  return { redis, tokens, sessions: createSessionRegistry(redis, tokens.ttlSeconds) };
}
