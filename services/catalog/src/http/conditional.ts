import type { IncomingHttpHeaders } from 'node:http';

/** True when the client already holds this version (If-None-Match lists it, or is "*"). */
export function clientHasVersion(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
