import { z } from 'zod';

/** Thrown at start-up when the environment is wrong; main prints its one-line message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings a process needs from the environment, once, validated by a zod object schema.
 * A bad or missing value stops start-up with one line naming the variable.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const detail = issue.code === 'invalid_type' && env[name] === undefined ? 'is required but not set' : issue.message;
    return `${name} ${detail}`;
  });
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  });

const isProduction = (env: { NODE_ENV: string }) => env.NODE_ENV === 'production';

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

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

/** A development default that production refuses: secrets must be set explicitly there. */
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';

/** Settings every process shares, the gateway included: logging, Redis, tokens. */
export const processConfigShape = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('0.0.0.0'),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  /** Prefix for the exchange, the queues and Redis keys, so that test runs never share them with a running system. */
  NAMESPACE: z.string().regex(/^[a-z0-9._-]*$/, 'may hold only a-z, 0-9, ".", "_" and "-"').default(''),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_JWT_SECRET),
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
  AMQP_URL: urlWithScheme(['amqp', 'amqps']).default('amqp://guest:guest@127.0.0.1:5672'),
} as const;

/** Production refuses development secrets; call from each service's config schema via superRefine. */
export function refuseDevSecretsInProduction(
  env: { NODE_ENV: string; JWT_SECRET: string },
  ctx: z.RefinementCtx,
): void {
  if (isProduction(env) && env.JWT_SECRET === DEV_JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set in production' });
  }
}

export const platformConfigSchema = z.object(platformConfigShape).superRefine(refuseDevSecretsInProduction);
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

/**
 * Each service owns its data (ARCHITECTURE §2), in a database of its own: `rto_<service>` (`rto_identity`,
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
