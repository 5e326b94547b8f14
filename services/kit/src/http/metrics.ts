import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One Prometheus registry per process, so in-process tests can run several services side by side. */
export interface HttpMetrics {
  registry: Registry;
  middleware(req: Request, res: Response, next: NextFunction): void;
}

export function createHttpMetrics(service: string): HttpMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    middleware(req, res, next) {
      const stop = duration.startTimer();
      res.on('finish', () => {
        // The matched route pattern, never the raw path: ids in paths would explode the label set.
        const route = (req.route?.path as string | undefined) ?? 'unmatched';
        stop({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    },
  };
}
