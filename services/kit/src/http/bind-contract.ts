import type { Express, Request, RequestHandler, Response, Router } from 'express';
import type { Access } from '../auth/middleware';
import type { Caller } from '../auth/tokens';
import { AppError } from '../errors';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteContract } from './contract';
import { parseOrReject, refuseControlCharacters } from './validate';

/** The request's values of the headers a schema names (Node keeps header names in lower case). */
function headersNamedIn(schema: NonNullable<RouteContract['headers']>, req: Request): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, req.headers[name.toLowerCase()]]));
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** What a route handler receives: the validated input and the verified caller (for protected routes). */
export interface RouteInput<R extends RouteContract> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  params: ParamsOf<R>;
  caller: Caller | undefined;
  req: Request;
  res: Response;
}

export type RouteHandler<R extends RouteContract> = (input: RouteInput<R>) => Promise<ResponseOf<R> | void> | ResponseOf<R> | void;

export type HandlersOf<C extends Record<string, RouteContract>> = { [K in keyof C]: RouteHandler<C[K]> };

/**
 * A signed-in caller's answers (their profile, their card, an admin's lists) are theirs alone: no browser, proxy or
 * CDN may keep one, whatever the status, so the header is set before the access check. Services and the gateway both
 * set it, the gateway for the refusals it answers itself. A route open to everyone gets no handler at all.
 */
export function noStoreFor(access: Access): RequestHandler[] {
  return access === 'none' ? [] : [noStore];
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * A signed-in caller's answer, serialized as res.json() would, without the ETag res.json() hashes the body for:
 * a no-store answer is never kept, so nobody ever asks whether it changed.
 */
function sendPrivateJson(res: Response, result: unknown): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(result));
}

/**
 * Mounts every route of a contract: the access guard, then validation with the contract's schemas, then the
 * handler; the handler's return value is the JSON reply with the contract's status.
 */
export function bindContract<C extends Record<string, RouteContract>>(
  router: Express | Router,
  contract: C,
  handlers: HandlersOf<C>,
  guard: (access: Access) => RequestHandler,
): void {
  for (const key of Object.keys(contract) as Array<keyof C>) {
    const route = contract[key]!;
    const handler = handlers[key];
    (router as Router)[route.method](route.path, ...noStoreFor(route.access), guard(route.access), async (req: Request, res: Response) => {
      if (route.body && !route.multipart && hasBody(req) && !req.is('application/json')) {
        throw new AppError(415, 'Send the request body as JSON (Content-Type: application/json)');
      }
      // Before any schema: no route has a use for control characters in its query or path (validate.ts).
      refuseControlCharacters(req.query, 'query', route);
      refuseControlCharacters(req.params, 'path', route);
      if (route.headers) parseOrReject(route.headers, headersNamedIn(route.headers, req), route);
      const input = {
        body: route.body && !route.multipart ? parseOrReject(route.body, req.body ?? {}, route) : undefined,
        query: route.query ? parseOrReject(route.query, req.query, route) : undefined,
        params: route.params ? parseOrReject(route.params, req.params, route) : undefined,
        caller: req.caller,
        req,
        res,
      } as RouteInput<typeof route>;
      const result = await handler(input);
      if (result === undefined || res.headersSent) return;
      res.status(route.status ?? 200);
      if (route.access === 'none') res.json(result);
      else sendPrivateJson(res, result);
    });
  }
}
