import type { Express, RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { authorize, createSessionRegistry, createTokenService, type Access, type SessionRegistry, type TokenService } from './auth';
import { EventBus } from './bus/event-bus';
import type { PlatformConfig } from './config';
import { ConfigError, serverLimitsOf, serviceMongoUrl } from './config';
import { createHttpApp, type ReadinessCheck } from './http/app';
import { listen, type RunningServer } from './http/server';
import { createLogger, type Logger } from './logger';
import { connectMongo, pingMongo } from './mongo';
import { createRedis, pingRedis } from './redis';

export interface ServiceConfig extends PlatformConfig {
  PORT: number;
}

/** The connected parts every service is built from; `serve` adds the HTTP routes and starts everything. */
export interface ServiceRuntime<C extends ServiceConfig = ServiceConfig> {
  service: string;
  config: C;
  logger: Logger;
  db: Connection;
  redis: Redis;
  bus: EventBus;
  tokens: TokenService;
  sessions: SessionRegistry;
  /** The access check for a route: none, customer (any signed-in user) or admin. */
  guard(access: Access): RequestHandler;
  serve(routes: (app: Express) => void, options?: { bodyLimit?: string; readiness?: Record<string, ReadinessCheck> }): Promise<RunningService>;
}

export interface RunningService {
  url: string;
  port: number;
  /** Graceful: stop accepting, finish in-flight requests and messages, close connections. */
  stop(): Promise<void>;
}

export async function createRuntime<C extends ServiceConfig>(service: string, config: C): Promise<ServiceRuntime<C>> {
  const logger = createLogger(service, config.LOG_LEVEL);
  // Its own database unless MONGO_URL names one (config.ts, serviceMongoUrl).
  const db = await connectMongo(serviceMongoUrl(service, config.MONGO_URL));
  const redis = createRedis(config.REDIS_URL, config.NAMESPACE);
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  const tokens = createTokenService(config);
  const sessions = createSessionRegistry(redis, tokens.ttlSeconds);
  const bus = new EventBus({ url: config.AMQP_URL, service, namespace: config.NAMESPACE, logger, database: db });

  return {
    service,
    config,
    logger,
    db,
    redis,
    bus,
    tokens,
    sessions,
    guard: (access) => authorize(access, tokens, sessions),
    async serve(routes, options = {}) {
      const app = createHttpApp({
        service,
        logger,
        routes,
        ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
        metrics: [bus],
        readiness: {
          mongo: () => pingMongo(db),
          redis: () => pingRedis(redis),
          rabbitmq: async () => {
            if (!bus.isConnected()) throw new Error('not connected');
          },
          ...options.readiness,
        },
      });
      await bus.start();
      const server: RunningServer = await listen(app, config.PORT, config.HOST, serverLimitsOf(config));
      logger.info({ port: server.port }, `${service} listening`);
      return {
        url: server.url,
        port: server.port,
        async stop() {
          await server.close();
          await bus.stop();
          await db.close();
          redis.disconnect();
        },
      };
    },
  };
}

/**
 * Runs a process: start it, stop it gracefully on SIGTERM/SIGINT, and turn start-up failures into one clear line.
 */
export function runMain(name: string, start: () => Promise<RunningService>): void {
  let running: RunningService | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`${name}: ${signal} received, shutting down\n`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await running?.stop().catch((error: unknown) => process.stderr.write(`${name}: error while stopping: ${String(error)}\n`));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // Through a promise, so that a configuration error thrown while building `start`'s arguments lands below too.
  Promise.resolve()
    .then(start)
    .then((service) => {
      running = service;
    })
    .catch((error: unknown) => {
      const message = error instanceof ConfigError ? error.message : `failed to start: ${error instanceof Error ? error.message : String(error)}`;
      process.stderr.write(`${name}: ${message}\n`);
      process.exit(1);
    });
}
