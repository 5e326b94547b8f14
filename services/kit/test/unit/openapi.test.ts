import { z } from 'zod';
import { buildOpenApiDocument, defineContract } from '@rto/kit';

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
    expect(Object.keys(operation['responses'] as object)).toEqual(['200', '400', '401', '403']);
    expect(operation['security']).toEqual([{ bearerAuth: [] }]);
  });
});
