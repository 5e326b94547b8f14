import type { Express, RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import { authorize, type Access } from './auth/middleware';
import { createCallerChecks } from './auth/caller-checks';
import type { SessionRegistry } from './auth/sessions';
import type { TokenService } from './auth/tokens';
import { mountDeadLetterRoutes } from './bus/dead-letter-routes';
import { RabbitEventBus } from './bus/rabbit-event-bus';
import type { PlatformConfig } from './config';
import { ConfigError, serverLimitsOf, serviceMongoUrl } from './config';
import { createHttpApp, type HttpAppOptions } from './http/app';
import type { ReadinessCheck } from './http/readiness';
import { listen, type RunningServer } from './http/server';
import { createLogger, type Logger } from './logger';
import { connectMongo, pingMongo } from './mongo';
import { pingRedis } from './redis';
import { systemClock, type Clock } from './time/clock';

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
  bus: RabbitEventBus;
  tokens: TokenService;
  sessions: SessionRegistry;
  /** Where the service's use cases read the time: the system's, or a test's. */
  clock: Clock;
  /** The access check for a route: none, customer (any signed-in user) or admin. */
  guard(access: Access): RequestHandler;
  serve(routes: (app: Express) => void, options?: ServeOptions): Promise<RunningService>;
}

export interface ServeOptions {
  bodyLimit?: string;
  /** Paths whose body reaches the handler as raw bytes (see createHttpApp). */
  rawBodies?: HttpAppOptions['rawBodies'];
  readiness?: Record<string, ReadinessCheck>;
}

export interface RunningService {
  url: string;
  port: number;
  /** Graceful: stop accepting, finish in-flight requests and messages, close connections. */
  stop(): Promise<void>;
}

/** What a test may give a service beside its configuration. */
export interface RuntimeOptions {
  clock?: Clock;
}

export async function createRuntime<C extends ServiceConfig>(service: string, config: C, options: RuntimeOptions = {}): Promise<ServiceRuntime<C>> {
  const logger = createLogger(service, config.LOG_LEVEL);
  // Its own database unless MONGO_URL names one (config.ts, serviceMongoUrl).
  const mongoUrl = serviceMongoUrl(service, config.MONGO_URL);
  const db = await retryAtStart(logger, 'connecting to MongoDB', () => connectMongo(mongoUrl));
  const { redis, tokens, sessions } = createCallerChecks(config, logger);
  const bus = new RabbitEventBus({ url: config.AMQP_URL, service, namespace: config.NAMESPACE, logger, database: db });

  return {
    service,
    config,
    logger,
    db,
    redis,
    bus,
    tokens,
    sessions,
    clock: options.clock ?? systemClock,
    guard: (access) => authorize(access, tokens, sessions),
    async serve(routes, options = {}) {
      const app = createHttpApp({
        service,
        logger,
        // Every consuming service's dead letters, for the admin's view: the service credential only, as any /internal/ path.
        routes: (app) => {
          mountDeadLetterRoutes(app, { service, url: config.AMQP_URL, namespace: config.NAMESPACE, redis, settings: config });
          routes(app);
        },
        ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
        ...(options.rawBodies ? { rawBodies: options.rawBodies } : {}),
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
      // Creates the handled-events collection of a consumer; the broker itself is reached in the background.
      await retryAtStart(logger, 'starting the event bus', () => bus.start());
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

export interface RetryAtStartOptions {
  /** The wait after the first failure; it doubles after each further one, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Give up (throw the last failure) after this many attempts. Unbounded by default: a service waits for its dependencies. */
  maxAttempts?: number;
}

/**
 * Runs one step of a start (connecting, creating collections and indexes, loading first data) until it succeeds,
 * with back-off and one log line per failed attempt. A dependency that is not up yet (a database, Redis or the
 * broker starting alongside the service) or a race lost on a brand-new database must never leave a dead process;
 * a `ConfigError` is no passing state and is thrown at once. Every step must be safe to run again.
 */
export async function retryAtStart<T>(logger: Logger, what: string, step: () => Promise<T>, options: RetryAtStartOptions = {}): Promise<T> {
  const initialDelayMs = options.initialDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? Infinity;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (error instanceof ConfigError || attempt >= maxAttempts) throw error;
      const delayMs = Math.min(initialDelayMs * 2 ** (attempt - 1), maxDelayMs);
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ step: what, attempt, retryInMs: delayMs }, `${what} failed (attempt ${attempt}): ${reason}; trying again in ${delayMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
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
