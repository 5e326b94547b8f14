import type { IncomingMessage } from 'node:http';
import type { MetricsSource } from '@rto/kit';
import type { Request, RequestHandler, Response } from 'express';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { Counter } from 'prom-client';
import type { ServiceName } from './routes';

/** One stored answer: its status, headers and freshness (as RFC 9111 reads them) and its bytes. */
interface StoredAnswer {
  policy: CachePolicy;
  body: Buffer;
}

/** A request that missed: where its answer goes, if the service lets a shared cache keep it. */
interface PendingFill {
  key: string;
  service: ServiceName;
  /** The service's generation when the request left: an answer that crossed a change is never stored. */
  generation: number;
}

// Headers that describe one exchange, not the answer: the gateway sets its own for each request.
const PER_EXCHANGE = ['x-request-id', 'x-correlation-id', 'connection', 'keep-alive', 'transfer-encoding'];
// Methods that change nothing (RFC 9110 §9.2.1): any other method that succeeds may have changed what is stored.
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * A shared HTTP cache for the public GET routes the route table marks `cached` (the catalogue and its photos):
 * a hit is answered from memory without a trip to the service. What is kept, and for how long, is the service's
 * word only: http-cache-semantics applies RFC 9111 as a shared cache (`s-maxage`, `no-cache`, `private`,
 * `no-store`, `Vary`, `Authorization`); an answer without freshness is never stored. Conditional requests
 * (`If-None-Match`) are answered 304 from the stored ETag.
 *
 * A change made through this gateway is visible at once: a successful unsafe request (PUT, POST, PATCH, DELETE)
 * to a service drops everything stored from that service the moment its answer arrives, before the client reads
 * it, and an answer that was already on its way is not stored. A change made through another gateway instance
 * is seen here once the stored answer's `s-maxage` runs out (catalog gives 1 s, its own bound between instances).
 *
 * Memory is bounded by bytes (least recently used go first); an answer over `maxEntryBytes` passes uncached.
 */
export function createResponseCache(options: { maxBytes: number; maxEntryBytes: number }) {
  const entries = new LRUCache<string, StoredAnswer>({
    maxSize: options.maxBytes,
    // Headers and bookkeeping are small next to a body; a fixed allowance keeps the count honest for tiny bodies.
    sizeCalculation: (entry) => entry.body.length + 1024,
  });
  const generations = new Map<ServiceName, number>();
  const pending = new WeakMap<Request, PendingFill>();
  const lookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Requests to cached routes, by outcome (hit: answered from memory; miss: passed to the service)',
    labelNames: ['outcome'] as const,
    registers: [],
  });
  const changes = new Counter({
    name: 'gateway_cache_changes_total',
    help: 'Stored answers added (stored) and services whose answers were dropped after a change (invalidated)',
    labelNames: ['change'] as const,
    registers: [],
  });

  const generationOf = (service: ServiceName) => generations.get(service) ?? 0;
  const requestOf = (req: Request): CachePolicy.Request => ({ url: req.originalUrl, method: req.method, headers: req.headers });

  function answerFromStore(req: Request, res: Response, stored: StoredAnswer): void {
    const headers = stored.policy.responseHeaders();
    for (const name of PER_EXCHANGE) delete headers[name];
    // Only 200 answers are stored.
    res.status(200);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    // Express's freshness check: If-None-Match against the stored ETag (and If-Modified-Since).
    if (req.fresh) {
      res.removeHeader('content-length');
      res.removeHeader('content-type');
      res.status(304).end();
      return;
    }
    res.end(req.method === 'HEAD' ? undefined : stored.body);
  }

  /** Keeps the answer's bytes as they pass to the client, and stores them at the end if nothing changed meanwhile. */
  function fill(fillFor: PendingFill, policy: CachePolicy, answer: IncomingMessage): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= options.maxEntryBytes) chunks.push(chunk);
      else answer.off('data', collect).off('end', store);
    };
    const store = () => {
      if (generationOf(fillFor.service) !== fillFor.generation) return;
      entries.set(fillFor.key, { policy, body: Buffer.concat(chunks, size) });
      changes.inc({ change: 'stored' });
    };
    answer.on('data', collect).on('end', store);
  }

  return {
    /** Before the proxy on a cached route: a fresh stored answer is sent; otherwise the request goes on. */
    lookup(service: ServiceName): RequestHandler {
      return (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const key = `${service} ${req.originalUrl}`;
        const stored = entries.get(key);
        if (stored?.policy.satisfiesWithoutRevalidation(requestOf(req))) {
          lookups.inc({ outcome: 'hit' });
          answerFromStore(req, res, stored);
          return;
        }
        lookups.inc({ outcome: 'miss' });
        // HEAD answers have no body to keep.
        if (req.method === 'GET') pending.set(req, { key, service, generation: generationOf(service) });
        next();
      };
    },

    /** Every answer from a service, as soon as its headers arrive (before the client sees any of it). */
    onAnswer(service: ServiceName, req: Request, answer: IncomingMessage): void {
      const status = answer.statusCode ?? 502;
      if (!SAFE_METHODS.has(req.method) && status < 400) {
        generations.set(service, generationOf(service) + 1);
        const prefix = `${service} `;
        for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
        changes.inc({ change: 'invalidated' });
        return;
      }
      const fillFor = pending.get(req);
      if (!fillFor || status !== 200) return;
      const policy = new CachePolicy(requestOf(req), { status, headers: answer.headers }, { shared: true });
      if (policy.storable() && policy.timeToLive() > 0) fill(fillFor, policy, answer);
    },

    metrics: {
      registerMetrics(registry) {
        registry.registerMetric(lookups);
        registry.registerMetric(changes);
      },
    } satisfies MetricsSource,

    /** How many answers are stored now (for tests). */
    get size(): number {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
