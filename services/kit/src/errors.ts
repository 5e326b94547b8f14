/**
 * What went wrong, in the words of the rules rather than of HTTP. Domain and store code throw a `DomainError` with
 * one of these kinds; the HTTP error handler (`http/error-handler.ts`) is the one place that turns a kind into a status.
 */
export type ErrorKind =
  /** The input breaks a rule the caller can fix (400). */
  | 'invalid'
  /** A payment the payment provider refused: a declined card, say (402). */
  | 'payment-refused'
  /** No identity, or one that no longer holds (401). */
  | 'unauthorized'
  /** A known identity that may not do this (403). */
  | 'forbidden'
  /** The thing asked about does not exist (404). */
  | 'not-found'
  /** The current state forbids it, and asking again will not change that: an e-mail in use, a slot taken (409). */
  | 'conflict'
  /** Too big to take (413). */
  | 'too-large'
  /** A form of input this path does not read (415). */
  | 'unsupported'
  /** Well-formed, but a rule of the receiver refuses it (422). */
  | 'unprocessable'
  /** Too many attempts; `retryAfterSeconds` says when to come back (429). */
  | 'too-many'
  /** Others changed the same record at the same moment and this change kept losing: nothing was written, try again (503). */
  | 'busy'
  /** Something this depends on is down or slow (503). */
  | 'unavailable';

/**
 * The one error type every layer throws. `message` is a sentence for a person: it is what the client reads in
 * `{ "error": message }`. Anything that is not a `DomainError` is a bug or an outage: a logged 500 with a generic message.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** For `too-many` (and `busy`/`unavailable` when known): when trying again makes sense. */
    readonly retryAfterSeconds?: number,
    /**
     * Fields the answer carries beside `error`, where a client reads more than the message: the billing form tells
     * a card problem by `type: 'payment_error'` and shows a validation problem from `details` (spec 8).
     */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * A `DomainError` whose HTTP status and headers are fixed by the code at the HTTP edge that throws it (request
 * parsing, auth checks, the internal client's 502/503 for another service's failure). Existing callers
 * keep `new AppError(status, message)` and the helpers below; code below the HTTP layer throws `DomainError`.
 */
export class AppError extends DomainError {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    fields?: Readonly<Record<string, string>>,
  ) {
    super(kindOfStatus(status), message, undefined, fields);
    this.name = 'AppError';
  }
}

const KIND_OF_STATUS: Record<number, ErrorKind> = {
  400: 'invalid',
  402: 'payment-refused',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported',
  422: 'unprocessable',
  429: 'too-many',
  503: 'unavailable',
};

/** The kind an HTTP status stands for (an `AppError`'s kind, for code that decides by kind whatever threw). */
export function kindOfStatus(status: number): ErrorKind {
  return KIND_OF_STATUS[status] ?? (status >= 500 ? 'unavailable' : 'invalid');
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message = 'Admin access required') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests, please try again later') =>
  new AppError(429, message, { 'Retry-After': String(retryAfterSeconds) });
export const serviceUnavailable = (message = 'Service temporarily unavailable, please try again') =>
  new AppError(503, message);
