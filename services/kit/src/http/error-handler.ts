import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, DomainError, type ErrorKind } from '../errors';

/** Errors that body-parser and friends raise, mapped to what a client can act on. */
const parserErrors: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'Request body is not valid JSON'],
  'entity.too.large': [413, 'Request body is too large'],
  'encoding.unsupported': [415, 'Unsupported content encoding'],
  'charset.unsupported': [415, 'Unsupported charset'],
  'request.aborted': [400, 'Request aborted'],
};

/** The status of each kind of `DomainError`: the one place where the rules' words become HTTP. */
export const STATUS_OF_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  'payment-refused': 402,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  unprocessable: 422,
  'too-many': 429,
  busy: 503,
  unavailable: 503,
};

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  /** `error`, and any fields the error carries beside it (`DomainError.fields`). */
  body: { error: string } & Record<string, string>;
}

/** What the client gets for a `DomainError`: an `AppError` keeps the status it was given, any other the status of its kind. */
export function httpAnswerOf(error: DomainError): HttpAnswer {
  const body = { ...error.fields, error: error.message };
  if (error instanceof AppError) return { status: error.status, headers: error.headers, body };
  const headers: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return { status: STATUS_OF_KIND[error.kind], headers, body };
}

/** The one error handler: a `DomainError` as its answer, a parser's or Express's 4xx as such, anything else a logged 500. */
export function handleErrors(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) return next(error);
    if (error instanceof DomainError) {
      const answer = httpAnswerOf(error);
      res.set(answer.headers).status(answer.status).json(answer.body);
      return;
    }
    const parserType = (error as { type?: string } | null)?.type;
    const known = parserType ? parserErrors[parserType] : undefined;
    if (known) {
      res.status(known[0]).json({ error: known[1] });
      return;
    }
    // Express itself refuses some requests (a path that does not decode, say) with a 4xx error of its own.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message = error instanceof URIError ? 'The URL is not correctly encoded' : (STATUS_CODES[status] ?? 'Bad request');
      res.status(status).json({ error: message });
      return;
    }
    logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    res.status(500).json({ error: 'Something went wrong on our side, please try again' });
  };
}
