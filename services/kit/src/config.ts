import { z } from 'zod';
import { missingSecretHint, refuseKnownSecrets, secret, withTestSecrets } from './secrets';
import { isTimeZone } from './time/zoned';

export { refuseKnownSecrets } from './secrets';

/** Thrown at start-up when the environment is wrong; main prints its one-line message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings a process needs from the environment, once, validated by a zod object schema.
 * A bad or missing value stops start-up with one line naming the variable.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(withTestSecrets(env));
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const missing = issue.code === 'invalid_type' && env[name] === undefined;
    const detail = missing ? (missingSecretHint(name) ?? 'is required but not set') : issue.message;
    return `${name} ${detail}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  });

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Where another service or an outside API answers. */
export const serviceUrl = (fallback: string) => z.string().url('must be a URL').default(fallback);
/** How long a call to another service or an outside API may take, in milliseconds. */
export const callTimeoutMs = (fallback: number) => z.coerce.number().int().min(100).max(60_000).default(fallback);

/**
 * The store's IANA time zone (DELIVERY_TIME_ZONE): delivery slots, draft days and days late are its calendar days.
 * One setting, read alike by every service that counts in store dates (scheduling, billing).
 */
export const storeTimeZone = () =>
  z
    .string()
    .default('America/Indiana/Indianapolis')
    .refine(isTimeZone, 'must be an IANA time zone such as America/Indiana/Indianapolis');

/** A comma-free duration in seconds, minutes, hours or days ("15m", "7d") or a number of seconds. */
export const duration = (fallback: string) =>
  z
    .string()
    .regex(/^\d+[smhd]?$/, 'must be a duration such as 900, 15m, 12h or 7d')
    .default(fallback)
    .transform(toSeconds);

function toSeconds(value: string): number {
  const unit = value.at(-1);
  const amount = Number.parseInt(value, 10);
  const factor = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86400 : 1;
  return amount * factor;
}

/** Settings every process shares, the gateway included: logging, Redis, tokens. */
export const processConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Loopback unless set: only the gateway is public; containers and clusters set 0.0.0.0 explicitly. */
  HOST: z.string().default('127.0.0.1'),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  /** Prefix for the exchange, the queues and Redis keys, so that test runs never share them with a running system. */
  NAMESPACE: z.string().regex(/^[a-z0-9._-]*$/, 'may hold only a-z, 0-9, ".", "_" and "-"').default(''),
  /** Signs customers' and admins' tokens (secrets.ts: no default outside tests). */
  JWT_SECRET: secret(),
  /** The key before the last rotation: its tokens are still accepted, none is signed with it. */
  JWT_SECRET_PREVIOUS: secret().optional(),
  JWT_ISSUER: z.string().default('rto-identity'),
  JWT_AUDIENCE: z.string().default('rto'),
  JWT_TTL: duration('7d'),
  /** A client must send its whole header block within this, and its whole request within REQUEST_TIMEOUT. */
  HEADERS_TIMEOUT: duration('15s'),
  REQUEST_TIMEOUT: duration('30s'),
  /** Connections a process accepts at once; more are refused at the door. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(10_000),
} as const;

/** The server limits of a process, from its settings. */
export function serverLimitsOf(config: { HEADERS_TIMEOUT: number; REQUEST_TIMEOUT: number; MAX_CONNECTIONS: number }) {
  return {
    headersTimeoutMs: config.HEADERS_TIMEOUT * 1000,
    requestTimeoutMs: Math.max(config.REQUEST_TIMEOUT, config.HEADERS_TIMEOUT) * 1000,
    maxConnections: config.MAX_CONNECTIONS,
  };
}

/** What every service shares: the above, plus its database and the event bus. Each service extends this. */
export const platformConfigShape = {
  ...processConfigShape,
  /** The MongoDB server; a database in its path is used as it is, else the service's own (`serviceMongoUrl`). */
  MONGO_URL: urlWithScheme(['mongodb', 'mongodb+srv']).default('mongodb://127.0.0.1:27017'),
  /**
   * The broker, as this service's own user (consumers believe an event only from its type's owner: bus/owners.ts).
   * No default outside tests: a shared guest login would publish events nobody accepts.
   */
  AMQP_URL: urlWithScheme(['amqp', 'amqps']),
  /** Signs the service tokens of /internal/ calls: a key of its own, so a leaked customer key opens no internal route. */
  SERVICE_TOKEN_SECRET: secret(),
  SERVICE_TOKEN_SECRET_PREVIOUS: secret().optional(),
} as const;

export const platformConfigSchema = z.object(platformConfigShape).superRefine(refuseKnownSecrets);
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

/**
 * Each service owns its data (docs/architecture.md), in a database of its own: `rto_<service>` (`rto_identity`,
 * `rto_cart`, ...), so no collection, not even the bus's `handled_events`, is shared between services.
 */
export function serviceDatabaseName(service: string): string {
  return `rto_${service}`;
}

/** scheme, then user info and hosts (never an unescaped "/" or "?" in them), then the optional path and options. */
const MONGO_URL_PARTS = /^(mongodb(?:\+srv)?:\/\/)([^/?]*)(?:\/([^?]*))?(?:\?(.*))?$/;

/** The database a MongoDB URL names in its path, or undefined when it names none. */
export function databaseOfMongoUrl(url: string): string | undefined {
  const database = MONGO_URL_PARTS.exec(url)?.[3];
  return database ? decodeURIComponent(database) : undefined;
}

/** Mechanisms that always authenticate against $external: the URL's database never was their auth source. */
const EXTERNAL_AUTH_MECHANISMS = new Set(['GSSAPI', 'MONGODB-AWS', 'MONGODB-OIDC', 'MONGODB-X509']);

/**
 * The URL a service connects with. The rule: a MONGO_URL whose path names a database (`mongodb://host/shop`) is
 * used as it is, by every service given it; a MONGO_URL that names none (`mongodb://host`, the default) gets the
 * service's own database, `rto_<service>`. The driver also takes a URL's database as the one its user
 * authenticates against; where a user is given without `authSource`, that was `admin`, and stays so (a
 * `mongodb+srv://` URL whose DNS record names another auth source sets `authSource` itself).
 */
export function serviceMongoUrl(service: string, mongoUrl: string): string {
  const parts = MONGO_URL_PARTS.exec(mongoUrl);
  if (!parts || parts[3]) return mongoUrl;
  const [, scheme, authority = '', , query] = parts;
  const options = query ? query.split('&') : [];
  const option = (name: string) =>
    options.find((pair) => pair.split('=')[0]!.toLowerCase() === name.toLowerCase())?.split('=')[1];
  const mechanism = decodeURIComponent(option('authMechanism') ?? '').toUpperCase();
  if (authority.includes('@') && option('authSource') === undefined && !EXTERNAL_AUTH_MECHANISMS.has(mechanism)) options.push('authSource=admin');
  const database = encodeURIComponent(serviceDatabaseName(service));
  return `${scheme}${authority}/${database}${options.length > 0 ? `?${options.join('&')}` : ''}`;
}
