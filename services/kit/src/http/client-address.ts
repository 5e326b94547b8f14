import type { Request } from 'express';

/**
 * The address of the client a request came from, as the gateway saw it: X-Caller-Address, which the gateway sets
 * from its own judgement of the client (behind load balancers, TRUST_PROXY's) after dropping any a client sent.
 * Without it, the last entry of X-Forwarded-For, which the proxy adds for whoever connected to the gateway (entries
 * before it are whatever the client claimed, never trusted). A request that did not come through the gateway gives
 * the address that connected to the service.
 */
export function clientAddressOf(req: Request): string {
  const judged = req.headers['x-caller-address'];
  if (typeof judged === 'string' && judged.length > 0 && judged.length <= 64) return judged;
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((entry) => entry.trim()).filter(Boolean);
  return list.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
}
