import type { z } from 'zod';
import type { Access } from '../auth/middleware';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One public route of a service: the single source for its validation (the handler parses with these
 * schemas), its access rule (service and gateway both enforce it) and its OpenAPI description.
 */
export interface RouteContract {
  method: HttpMethod;
  /** Express path syntax, e.g. '/update-user/:id'. */
  path: string;
  access: Access;
  summary: string;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /**
   * Request headers the route reads, each named as a client writes it ('Idempotency-Key'): documented, and
   * checked by bindContract before the handler runs (the handler still reads them from the request).
   */
  headers?: z.ZodObject;
  /** The success body, for documentation. */
  response?: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /** The success answer's media type when it is not JSON ('text/event-stream': a stream the handler writes itself). */
  responseType?: string;
  /** Body is multipart/form-data (documented; parsed by the service). */
  multipart?: boolean;
  /**
   * Bad input is answered `{ error: 'Validation error: <problem>', details: '<problem>' }` instead of
   * `{ error: '<problem>' }`: for the forms whose client shows `details` (spec 8, billing).
   */
  validationDetails?: boolean;
  /** Further error statuses this route answers, beside the ones every route may (documented): status -> when. */
  errors?: Partial<Record<number, string>>;
}

/** Declares a service's contract; keeps literal keys so handlers can be bound by name. */
export function defineContract<T extends Record<string, RouteContract>>(routes: T): T {
  return routes;
}

/** The schemas a route declares, public or internal. */
type RouteSchemas = Pick<RouteContract, 'body' | 'query' | 'params' | 'response'>;

export type BodyOf<R extends RouteSchemas> = R['body'] extends z.ZodType ? z.infer<R['body']> : undefined;
export type QueryOf<R extends RouteSchemas> = R['query'] extends z.ZodType ? z.infer<R['query']> : undefined;
export type ParamsOf<R extends RouteSchemas> = R['params'] extends z.ZodType ? z.infer<R['params']> : undefined;
export type ResponseOf<R extends RouteSchemas> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

/**
 * The callee's refusals an internal route may declare for its callers to decide about: the thing asked about does
 * not exist (404), the state forbids it (409: a slot already taken), a rule of the callee refuses it (422).
 */
export type InternalRefusalStatus = 404 | 409 | 422;

/**
 * One internal route of a service: a path under `/internal/` that the gateway never routes, for other services
 * only (access: a service credential, `requireService`). As for a public route, the callee validates its input
 * with these schemas (`bindInternalContract`), and the service's internal OpenAPI document is built from them; in
 * addition the caller's client checks every answer with `response`, so both sides share one definition.
 * Money crosses service boundaries in integer cents, in fields whose name says so (`monthlyPriceCents`).
 */
export interface InternalRouteContract {
  method: HttpMethod;
  /** Express path syntax under /internal/, e.g. '/internal/carts/:userId'. */
  path: `/internal/${string}`;
  access: 'service';
  summary: string;
  tag: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The success body: what the handler answers and what the caller's client accepts. */
  response: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /**
   * The refusals a caller gets back as a typed result (status -> when it happens), to decide what they mean for
   * its own caller. Any other failure of the callee is not the caller's to explain (see createInternalClient).
   */
  refusals?: Partial<Record<InternalRefusalStatus, string>>;
}

/** Declares a service's internal contract; keeps literal keys and types so handlers and calls are typed by route. */
export function defineInternalContract<T extends Record<string, InternalRouteContract>>(routes: T): T {
  return routes;
}

/** An object with nothing required: what `X` is a supertype of when all of `X` may be left out. */
type NothingRequired = Record<never, never>;

/** One part of a call's input: required when its schema needs something, optional when all of it may be left out. */
type CallPart<K extends 'params' | 'query' | 'body', S> = S extends z.ZodType
  ? NothingRequired extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: undefined };

/** What an internal call sends: the input of each schema the route declares (before the callee's parsing). */
export type InternalCallInput<R extends InternalRouteContract> = CallPart<'params', R['params']> & CallPart<'query', R['query']> & CallPart<'body', R['body']>;

/** The arguments of a call after its route: the input, which may be left out when nothing in it is required. */
export type InternalCallArgs<R extends InternalRouteContract> = NothingRequired extends InternalCallInput<R> ? [input?: InternalCallInput<R>] : [input: InternalCallInput<R>];

/** The answer an internal call gives, as the caller's client parsed it with the route's response schema. */
export type InternalAnswerOf<R extends InternalRouteContract> = z.output<R['response']>;

/** The statuses a route declared as refusals (never, for most routes). */
export type RefusalStatusOf<R extends InternalRouteContract> = Extract<keyof NonNullable<R['refusals']>, InternalRefusalStatus>;

/** A declared refusal of the callee, handed to the caller to decide about. */
export interface InternalRefusal<S extends InternalRefusalStatus = InternalRefusalStatus> {
  ok: false;
  status: S;
  /** The callee's message. */
  error: string;
}

/**
 * What `InternalClient.call` resolves to: the parsed answer itself for a route that declares no refusals; for a
 * route that declares some, `{ ok: true, data }` or the refusal, so the type makes the caller decide.
 */
export type InternalResult<R extends InternalRouteContract> = [RefusalStatusOf<R>] extends [never]
  ? InternalAnswerOf<R>
  : { ok: true; data: InternalAnswerOf<R> } | InternalRefusal<RefusalStatusOf<R>>;
