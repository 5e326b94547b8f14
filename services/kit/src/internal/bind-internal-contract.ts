import type { Express, Request, Response, Router } from 'express';
import { bindContract, type HandlersOf } from '../http/bind-contract';
import type { BodyOf, InternalRouteContract, ParamsOf, QueryOf, ResponseOf, RouteContract } from '../http/contract';
import { buildInternalOpenApiDocument } from '../openapi';
import { requireService, type ServiceTokenSettings } from './service-tokens';

/** Where each service serves its internal OpenAPI document, behind service credentials. */
export const INTERNAL_OPENAPI_PATH = '/internal/openapi.json';

/** What an internal route handler receives: the validated input (the caller is a service, proven by its token). */
export interface InternalRouteInput<R extends InternalRouteContract> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  params: ParamsOf<R>;
  req: Request;
  res: Response;
}

/** An internal handler answers its route's response (a declared refusal is thrown as an AppError with its status). */
export type InternalRouteHandler<R extends InternalRouteContract> = (input: InternalRouteInput<R>) => Promise<ResponseOf<R>> | ResponseOf<R>;

export type InternalHandlersOf<C extends Record<string, InternalRouteContract>> = { [K in keyof C]: InternalRouteHandler<C[K]> };

/**
 * Mounts a service's internal contract: every route behind `requireService`, validated and answered by the same
 * binding as public routes (`bindContract`), plus GET /internal/openapi.json, the document of these routes.
 * One internal contract per service.
 */
export function bindInternalContract<C extends Record<string, InternalRouteContract>>(
  router: Express | Router,
  contract: C,
  handlers: InternalHandlersOf<C>,
  options: { service: string; settings: ServiceTokenSettings },
): void {
  const guard = requireService(options.settings);
  const document = buildInternalOpenApiDocument(options.service, Object.values(contract));
  (router as Router).get(INTERNAL_OPENAPI_PATH, guard, (_req: Request, res: Response) => {
    res.json(document);
  });
  // bindContract reads a route's path, method, schemas and status, and leaves its access to the guard given: an
  // internal route is a public one whose only guard is the service credential. Its handlers ignore `caller`.
  bindContract(router, contract as unknown as Record<string, RouteContract>, handlers as unknown as HandlersOf<Record<string, RouteContract>>, () => guard);
}
