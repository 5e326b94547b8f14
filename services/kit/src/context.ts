import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What travels with one unit of work (an HTTP request or a consumed event) so every log line and event carries it. */
export interface RequestContext {
  requestId: string;
  correlationId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

/** The correlation id of the work in progress, or a fresh one for work that starts here (a timer, a start-up task). */
export function currentCorrelationId(): string {
  return storage.getStore()?.correlationId ?? randomUUID();
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Ids arrive in headers from outside: accept only short, log-safe values, otherwise make a new one. */
export function acceptIdOrCreate(candidate: unknown): string {
  return typeof candidate === 'string' && SAFE_ID.test(candidate) ? candidate : randomUUID();
}
