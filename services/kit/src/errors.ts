/**
 * The one error type every layer throws. The HTTP error handler turns it into
 * `{ "error": message }` with `status`; anything else becomes a logged 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
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
