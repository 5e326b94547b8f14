import { z } from 'zod';
import type { InternalRouteContract, RouteContract } from './http/contract';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'A message a person can read' },
    type: { type: 'string', description: "What kind of problem, where a client tells kinds apart: 'payment_error' for a card the payment provider refused" },
    details: { type: 'string', description: 'The problem with the input, on the routes whose client shows it (their error then reads "Validation error: <details>")' },
  },
  required: ['error'],
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json['$schema'];
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query' | 'header'): JsonSchema[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

type AnyRoute = RouteContract | InternalRouteContract;

/**
 * Error statuses that whatever stands in front of the services (the gateway) adds to a route, status -> when: its
 * body limit, its rate limits, its answers for a service that is down or slow. Given by the one who knows them.
 */
export type EdgeStatuses = (route: RouteContract) => Partial<Record<number, string>>;

/** Methods whose requests may carry a body: any such request may be too large or in an encoding not read. */
const BODY_METHODS = new Set(['post', 'put', 'patch']);

/**
 * The error statuses every service answers through the kit, from the route's own shape, so no contract has to
 * list them: 400 always (a query, path or body that fails its schema, control characters, a body on a GET), 401
 * and 403 from the access rule, 404 where a path names a record, 415 where a body may come (not JSON, or an
 * encoding not read: bindContract and the body parser).
 */
function kitStatuses(route: RouteContract): Record<string, string> {
  const statuses: Record<string, string> = { '400': 'Invalid input' };
  if (route.access !== 'none') statuses['401'] = 'Missing, invalid or expired token';
  if (route.access === 'admin') statuses['403'] = 'The caller is not an admin';
  if (route.params) statuses['404'] = 'No such record';
  if (BODY_METHODS.has(route.method)) statuses['415'] = 'The body is not JSON (Content-Type: application/json), or is in an encoding not read';
  return statuses;
}

/** Headers an error answer carries that a client acts on. */
const ERROR_HEADERS: Record<string, JsonSchema> = {
  '429': { 'Retry-After': { description: 'Seconds to wait before trying again', required: true, schema: { type: 'integer', minimum: 1 } } },
};

function errorResponses(route: AnyRoute, edge?: EdgeStatuses): Record<string, JsonSchema> {
  let statuses: Record<string, string>;
  if (route.access === 'service') {
    statuses = { '400': 'Invalid input', '401': 'Missing or invalid service credentials (a customer token is refused here)' };
    for (const [status, when] of Object.entries(route.refusals ?? {})) statuses[status] = `${when} (a refusal the caller decides about)`;
  } else {
    statuses = kitStatuses(route);
    for (const [status, when] of Object.entries(edge?.(route) ?? {})) if (when) statuses[status] = when;
    // The route's own words last: they say best when it answers a status.
    for (const [status, when] of Object.entries(route.errors ?? {})) if (when) statuses[status] = when;
  }
  return Object.fromEntries(
    Object.entries(statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, description]) => [
        status,
        {
          description,
          ...(ERROR_HEADERS[status] ? { headers: ERROR_HEADERS[status] } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
  );
}

function operationOf(route: AnyRoute, edge?: EdgeStatuses): JsonSchema {
  const multipart = 'multipart' in route && route.multipart === true;
  const operation: JsonSchema = {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...parametersOf('headers' in route ? route.headers : undefined, 'header'),
    ],
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        ...(route.response ? { content: { [('responseType' in route && route.responseType) || 'application/json']: { schema: toJsonSchema(route.response, 'output') } } } : {}),
      },
      ...errorResponses(route, edge),
    },
  };
  if (route.body) {
    const mediaType = multipart ? 'multipart/form-data' : 'application/json';
    operation['requestBody'] = { required: true, content: { [mediaType]: { schema: toJsonSchema(route.body, 'input') } } };
  }
  if (route.access === 'service') operation['security'] = [{ serviceToken: [] }];
  else if (route.access !== 'none') operation['security'] = [{ bearerAuth: [] }];
  return operation;
}

function pathsOf(routes: AnyRoute[], edge?: EdgeStatuses): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method] = operationOf(route, edge);
  }
  return paths;
}

const INTERNAL_PREFIX = '/internal/';

/**
 * An OpenAPI 3.1 document built from the very contracts whose schemas validate the requests: the public API the
 * gateway serves. An internal route has no place in it (its document is the service's own, below). Every status a
 * route can answer is declared, and no wildcard (`default`, `4XX`): the kit's own from the route's shape, `edge`'s
 * (the gateway's) and the contract's `errors`.
 */
export function buildOpenApiDocument(
  info: { title: string; version: string; description?: string },
  routes: RouteContract[],
  edge?: EdgeStatuses,
): JsonSchema {
  const internal = routes.find((route) => route.path.startsWith(INTERNAL_PREFIX) || (route.access as string) === 'service');
  if (internal) throw new Error(`${internal.method.toUpperCase()} ${internal.path} is internal: it belongs in the internal API document, not the public one`);
  return {
    openapi: '3.1.0',
    info,
    paths: pathsOf(routes, edge),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/**
 * A service's internal API (docs/architecture.md) as an OpenAPI 3.1 document, built from its internal contract: the
 * routes other services call with a service credential, their schemas, and the refusals a caller decides about.
 * Each service serves its own at GET /internal/openapi.json, behind service credentials (bindInternalContract).
 */
export function buildInternalOpenApiDocument(service: string, routes: InternalRouteContract[]): JsonSchema {
  const stray = routes.find((route) => !route.path.startsWith(INTERNAL_PREFIX));
  if (stray) throw new Error(`${stray.method.toUpperCase()} ${stray.path} is not under ${INTERNAL_PREFIX}: the gateway would route it`);
  return {
    openapi: '3.1.0',
    info: {
      title: `${service}: internal API`,
      version: '1.0.0',
      description:
        `What other services may ask ${service} on /internal/... paths, which the gateway never routes. ` +
        'Every call carries a service token; money is in integer cents. Errors are always JSON: { "error": "..." }.',
    },
    paths: pathsOf(routes),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        serviceToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A short-lived service token (signServiceToken): the platform's key, its own audience; customer tokens are refused",
        },
      },
    },
  };
}
