import { z } from 'zod';
import type { RouteContract } from './http/contract';

type JsonSchema = Record<string, unknown>;

const errorSchema: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string', description: 'A message a person can read' } },
  required: ['error'],
};

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json['$schema'];
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
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

function errorResponses(route: RouteContract): Record<string, JsonSchema> {
  const statuses: Record<string, string> = { '400': 'Invalid input' };
  if (route.access !== 'none') statuses['401'] = 'Missing, invalid or expired token';
  if (route.access === 'admin') statuses['403'] = 'The caller is not an admin';
  return Object.fromEntries(
    Object.entries(statuses).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
}

function operationOf(route: RouteContract): JsonSchema {
  const operation: JsonSchema = {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method}${route.path.replace(/[/:-](\w)/g, (_m, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Success',
        ...(route.response ? { content: { 'application/json': { schema: toJsonSchema(route.response, 'output') } } } : {}),
      },
      ...errorResponses(route),
    },
  };
  if (route.body) {
    const mediaType = route.multipart ? 'multipart/form-data' : 'application/json';
    operation['requestBody'] = { required: true, content: { [mediaType]: { schema: toJsonSchema(route.body, 'input') } } };
  }
  if (route.access !== 'none') operation['security'] = [{ bearerAuth: [] }];
  return operation;
}

/** An OpenAPI 3.1 document built from the very contracts whose schemas validate the requests. */
export function buildOpenApiDocument(
  info: { title: string; version: string; description?: string },
  routes: RouteContract[],
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
