import type { z } from 'zod';
import type { Access } from '../auth';

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
  /** The success body, for documentation. */
  response?: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /** Body is multipart/form-data (documented; parsed by the service). */
  multipart?: boolean;
}

/** Declares a service's contract; keeps literal keys so handlers can be bound by name. */
export function defineContract<T extends Record<string, RouteContract>>(routes: T): T {
  return routes;
}

export type BodyOf<R extends RouteContract> = R['body'] extends z.ZodType ? z.infer<R['body']> : undefined;
export type QueryOf<R extends RouteContract> = R['query'] extends z.ZodType ? z.infer<R['query']> : undefined;
export type ParamsOf<R extends RouteContract> = R['params'] extends z.ZodType ? z.infer<R['params']> : undefined;
export type ResponseOf<R extends RouteContract> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;
