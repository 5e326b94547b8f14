import { signServiceToken } from '@rto/kit';
import { loadSchedulingConfig } from '@rto/scheduling';

/** A service's credential, as order would send it to scheduling's internal API (the platform's test settings). */
export const serviceToken = () => signServiceToken(loadSchedulingConfig({ NODE_ENV: 'test' }), 'order');

/**
 * One call to scheduling's internal API at `baseUrl`, answering the status and the JSON body as they came (the tests
 * look at 200 against 201, and at what is refused). `authorization` null sends no credential at all.
 */
export async function callInternal<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  authorization: string | null = `Bearer ${serviceToken()}`,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (authorization) headers['authorization'] = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json()) as T };
}
