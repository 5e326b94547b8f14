import type { Request } from 'express';

/**
 * The address of the client a request came from, as the gateway saw it: the gateway adds the address of whoever
 * connected to it as the last entry of X-Forwarded-For (entries before it are whatever the client claimed, never
 * trusted). A request that did not come through the gateway gives the address that connected to the service.
 */
export function clientAddressOf(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
}
