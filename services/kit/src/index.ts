// The kit's public surface, named: what a service may use. Anything not listed here is the kit's own business.

// Configuration, logging, request context, errors
export {
  ConfigError,
  databaseOfMongoUrl,
  duration,
  loadConfig,
  platformConfigSchema,
  platformConfigShape,
  port,
  serviceUrl,
  callTimeoutMs,
  processConfigShape,
  serverLimitsOf,
  serviceDatabaseName,
  serviceMongoUrl,
  type PlatformConfig,
  storeTimeZone,
} from './config';
export { PURPOSE_SECRETS, SECRET_SETTINGS, refuseKnownSecrets, secret } from './secrets';
export { createLogger, type Logger } from './logger';
export { acceptIdOrCreate, currentContext, currentCorrelationId, runWithContext, type RequestContext } from './context';
export {
  AppError,
  DomainError,
  badRequest,
  conflict,
  forbidden,
  kindOfStatus,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  type ErrorKind,
} from './errors';

// HTTP: the app factory, error mapping, contracts and their binding, validation, the server
export { createHttpApp, type HttpAppOptions } from './http/app';
export { STATUS_OF_KIND, httpAnswerOf, type HttpAnswer } from './http/error-handler';
export type { ReadinessCheck } from './http/readiness';
export type { MetricsSource } from './http/metrics';
export {
  defineContract,
  defineInternalContract,
  type BodyOf,
  type HttpMethod,
  type InternalAnswerOf,
  type InternalCallArgs,
  type InternalCallInput,
  type InternalRefusal,
  type InternalRefusalStatus,
  type InternalResult,
  type InternalRouteContract,
  type ParamsOf,
  type QueryOf,
  type RefusalStatusOf,
  type ResponseOf,
  type RouteContract,
} from './http/contract';
export { bindContract, noStoreFor, type HandlersOf, type RouteHandler, type RouteInput } from './http/bind-contract';
export {
  MAX_PAGE,
  escapeRegex,
  objectId,
  optionalLine,
  optionalText,
  paginationOf,
  paging,
  parseOrReject,
  refuseControlCharacters,
  requiredLine,
  requiredText,
  textOrMissing,
  singleLine,
  type Pagination,
} from './http/validate';
export { EMAIL_PATTERN, MAX_EMAIL_LENGTH, emailAddress, isEmailAddress } from './http/email';
export { clientAddressOf } from './http/client-address';
export { DEFAULT_SERVER_LIMITS, listen, type RunningServer, type ServerLimits } from './http/server';
export { buildInternalOpenApiDocument, buildOpenApiDocument, type EdgeStatuses } from './openapi';
export {
  createFailureLimiter,
  createRateLimiter,
  type FailureLimiter,
  type FailureRule,
  type RateLimitRule,
  type RateLimiter,
} from './rate-limit';

// Auth: tokens, sessions, the middleware that checks them
export { createCallerChecks, type CallerChecks } from './auth/caller-checks';
export { createTokenService, type Caller, type Role, type TokenService, type TokenSettings } from './auth/tokens';
export { signingKey, verifyWithKeys } from './auth/token-keys';
export {
  SessionRegistryIncompleteError,
  createSessionRegistry,
  type SessionRegistry,
  type SessionRevocation,
} from './auth/sessions';
export { createVerifiedTokenCache, type VerifiedTokenCache } from './auth/verified-token-cache';
export { authorize, callerOf, requireAdmin, requireAuth, type Access } from './auth/middleware';

// Service-to-service calls on /internal/ paths
export { requireService, signServiceToken, type ServiceTokenSettings } from './internal/service-tokens';
export {
  INTERNAL_OPENAPI_PATH,
  bindInternalContract,
  type InternalHandlersOf,
  type InternalRouteHandler,
  type InternalRouteInput,
} from './internal/bind-internal-contract';
export {
  InternalCallError,
  createInternalClient,
  type InternalClient,
  type InternalFailure,
} from './internal/internal-client';

// Storage: MongoDB, Redis, changes under a revision
export { connectMongo, isDuplicateKeyError, pingMongo, prepareCollections, trusted, type Connection } from './mongo';
export { createRedis, pingRedis, type Redis, type RedisOptions } from './redis';
export {
  RevisionConflictError,
  changeUnderRevision,
  isNewer,
  revisionOf,
  revisionOlderThan,
  type ChangeUnderRevisionOptions,
  type NoChange,
  type RevisionedChange,
  type RevisionedWrite,
} from './store/revision';

// The event bus: the interface use cases depend on, the RabbitMQ one, outbox, topology, owners, dead letters
export type { EventBus, EventHandler } from './bus/event-bus';
export { RabbitEventBus, createEventBus } from './bus/rabbit-event-bus';
export type { EventBusOptions } from './bus/event-bus-options';
export {
  defineEvent,
  envelopeSchema,
  newEvent,
  type EventDefinition,
  type EventEnvelope,
  type EventOf,
} from './bus/envelope';
export { outboxPending, withOutbox } from './bus/outbox-schema';
export {
  OutboxRelay,
  type OutboxRelayOptions,
  type OutboxSource,
  type Publish,
} from './bus/outbox';
export {
  HANDLED_MARKS_KEPT,
  handledMarkFilter,
  handledMarkPush,
  handledMarksField,
  hasHandledMark,
  type HandlerContext,
} from './bus/handled-marks';
export {
  DEFAULT_RETRY_DELAYS_MS,
  consumersOf,
  mainQueueArguments,
  topologyFor,
  type ConsumerRegistry,
  type Topology,
} from './bus/topology';
export { platformConsumers } from './bus/consumers';
export { brokerUserOf, platformEventOwners, platformPublishers, type PublisherRule } from './bus/owners';
export { PUBLISHED_BY_HEADER, brokerUserOfUrl, publisherOf, resentProperties } from './bus/publisher';
export { DEAD_LETTERED_AT_HEADER, DEATH_REASON_HEADER } from './bus/parking';
export {
  REPLAYS_HEADER,
  replayDeadLetterQueue,
  replayDeadLetters,
  type ReplayOptions,
  type ReplayReport,
} from './bus/dead-letters';
export { peekDeadLetters, type DeadLetter, type DeadLetterListing, type PeekOptions } from './bus/dead-letter-peek';
export { deadLetter, deadLetterInternalContract, replayBounds } from './bus/dead-letter-contract';
export { mountDeadLetterRoutes, type DeadLetterRoutesOptions } from './bus/dead-letter-routes';
export { createBusMetrics, type BusMetrics, type BusMetricsProbes } from './bus/metrics';

// Running a service, and work swept from the database
export {
  createRuntime,
  retryAtStart,
  runMain,
  type RetryAtStartOptions,
  type RunningService,
  type ServeOptions,
  type RuntimeOptions,
  type ServiceConfig,
  type ServiceRuntime,
} from './runtime';
export { createSweeper, type Sweeper, type SweeperOptions } from './sweeper';
export { createHeartbeat, type Heartbeat, type HeartbeatOptions } from './heartbeat';
export { createMailer, type Mail, type Mailer } from './mailer';
export { lastMonths, type CalendarMonth } from './time/months';
export { systemClock, type Clock } from './time/clock';
export { addDays, daysBetween, isTimeZone, startOfStoreDate, storeDateOf } from './time/zoned';
export { startRounds, type Rounds, type RoundsOptions } from './time/rounds';
