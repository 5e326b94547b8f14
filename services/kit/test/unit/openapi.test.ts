import { z } from 'zod';
import { buildInternalOpenApiDocument, buildOpenApiDocument, defineContract, defineInternalContract } from '@rto/kit';

describe('the OpenAPI document', () => {
  const contract = defineContract({
    edit: {
      method: 'put',
      path: '/update-thing/:id',
      access: 'admin',
      tag: 'Things',
      summary: 'Edit a thing',
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string().min(1) }),
      response: z.object({ message: z.string() }),
    },
  });

  it('when built from a contract, then paths, parameters, bodies, errors and security come from it', () => {
    const document = buildOpenApiDocument({ title: 't', version: '1' }, Object.values(contract)) as {
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const operation = document.paths['/update-thing/{id}']!['put']!;
    expect(operation['parameters']).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(JSON.stringify(operation['requestBody'])).toContain('"name"');
    expect(Object.keys(operation['responses'] as object)).toEqual(['200', '400', '401', '403', '404', '415']);
    expect(operation['security']).toEqual([{ bearerAuth: [] }]);
  });
});

describe('the statuses of the OpenAPI document', () => {
  const contract = defineContract({
    place: {
      method: 'post',
      path: '/placeThing',
      access: 'customer',
      tag: 'Things',
      summary: 'Place a thing',
      headers: z.object({ 'Idempotency-Key': z.string().max(10).optional() }),
      body: z.object({ name: z.string() }),
      status: 201,
      errors: { 409: 'Taken' },
    },
    list: { method: 'get', path: '/listThings', access: 'none', tag: 'Things', summary: 'List things' },
  });
  const edge = () => ({ 413: 'Too large', 429: 'Too many', 502: 'Down' });
  const document = buildOpenApiDocument({ title: 't', version: '1' }, Object.values(contract), edge) as {
    paths: Record<string, Record<string, { parameters: unknown[]; responses: Record<string, { headers?: Record<string, unknown> }> }>>;
  };

  it("when built, then the kit's statuses, the edge's and the route's own are all declared, in order, and no wildcard", () => {
    expect(Object.keys(document.paths['/placeThing']!['post']!.responses)).toEqual(['201', '400', '401', '409', '413', '415', '429', '502']);
    expect(Object.keys(document.paths['/listThings']!['get']!.responses)).toEqual(['200', '400', '413', '429', '502']);
    expect(JSON.stringify(document)).not.toMatch(/"(default|[1-5]XX)"/);
  });

  it('when a route answers 429, then its Retry-After header is declared', () => {
    expect(document.paths['/placeThing']!['post']!.responses['429']!.headers).toHaveProperty('Retry-After');
  });

  it('when a route reads a request header, then it is a header parameter', () => {
    expect(document.paths['/placeThing']!['post']!.parameters).toEqual([{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 10 } }]);
  });
});

describe('the internal OpenAPI document', () => {
  const internal = defineInternalContract({
    claim: {
      method: 'post',
      path: '/internal/slots/:slotId/claims',
      access: 'service',
      tag: 'Slots',
      summary: 'Claim a slot',
      status: 201,
      params: z.object({ slotId: z.string() }),
      body: z.object({ orderId: z.string() }),
      response: z.object({ feeCents: z.number().int() }),
      refusals: { 409: 'The slot is already taken' },
    },
  });

  it('when built from an internal contract, then it lists the routes with the service credential and the refusals callers decide about', () => {
    const document = buildInternalOpenApiDocument('scheduling', Object.values(internal)) as {
      info: { title: string };
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.info.title).toBe('scheduling: internal API');
    const operation = document.paths['/internal/slots/{slotId}/claims']!['post']!;
    expect(Object.keys(operation['responses'] as object)).toEqual(['201', '400', '401', '409']);
    expect(JSON.stringify((operation['responses'] as Record<string, unknown>)['409'])).toContain('The slot is already taken');
    expect(JSON.stringify((operation['responses'] as Record<string, unknown>)['201'])).toContain('"feeCents"');
    expect(operation['security']).toEqual([{ serviceToken: [] }]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(['serviceToken']);
  });

  it('when an internal route is handed to the public document, then building it fails, so it is never published by the gateway', () => {
    const strayPublic = { method: 'get', path: '/internal/carts/:userId', access: 'none', tag: 'x', summary: 'x' } as const;
    expect(() => buildOpenApiDocument({ title: 't', version: '1' }, [strayPublic])).toThrow('/internal/carts/:userId is internal');
    expect(() => buildOpenApiDocument({ title: 't', version: '1' }, Object.values(internal) as never)).toThrow('is internal');
  });

  it('when a route of an internal contract is not under /internal/, then building its document fails (the gateway would route it)', () => {
    const stray = { ...internal.claim, path: '/claims' } as unknown as (typeof internal)['claim'];
    expect(() => buildInternalOpenApiDocument('scheduling', [stray])).toThrow('POST /claims is not under /internal/');
  });
});
