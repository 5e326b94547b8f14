import type { Request, Response } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Something that adds metrics of its own to a process's registry (the event bus: dead letters, retries, outbox). */
export interface MetricsSource {
  registerMetrics(registry: Registry): void;
}

/** One Prometheus registry per process, so in-process tests can run several services side by side. */
export interface HttpMetrics {
  registry: Registry;
  /** Records one finished request. */
  observe(req: Request, res: Response, seconds: number): void;
}

export function createHttpMetrics(service: string, sources: MetricsSource[] = []): HttpMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  for (const source of sources) source.registerMetrics(registry);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    observe(req, res, seconds) {
      // The matched route pattern, never the raw path: ids in paths would explode the label set.
      const route = (req.route?.path as string | undefined) ?? 'unmatched';
      duration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
    },
  };
}
