import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  AppError,
  badRequest,
  conflict,
  createHttpApp,
  createLogger,
  DomainError,
  forbidden,
  httpAnswerOf,
  kindOfStatus,
  notFound,
  RevisionConflictError,
  serviceUnavailable,
  STATUS_OF_KIND,
  tooManyRequests,
  unauthorized,
  type ErrorKind,
} from '@rto/kit';

describe('the status of each kind of domain error', () => {
  it.each<[ErrorKind, number]>([
    ['invalid', 400],
    ['payment-refused', 402],
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['too-large', 413],
    ['unsupported', 415],
    ['unprocessable', 422],
    ['too-many', 429],
    ['busy', 503],
    ['unavailable', 503],
  ])('when domain code throws a %s error, then the client gets %i with its message and nothing else', (kind, status) => {
    expect(httpAnswerOf(new DomainError(kind, 'A sentence for a person'))).toEqual({ status, headers: {}, body: { error: 'A sentence for a person' } });
  });

  it('when an error carries fields beside its message, then the answer holds them and error is still the message', () => {
    const declined = new DomainError('payment-refused', 'Your card was declined.', undefined, { type: 'payment_error', error: 'not this one' });
    expect(httpAnswerOf(declined)).toEqual({ status: 402, headers: {}, body: { type: 'payment_error', error: 'Your card was declined.' } });
    expect(httpAnswerOf(new AppError(400, 'Validation error: zip', {}, { details: 'zip' })).body).toEqual({ error: 'Validation error: zip', details: 'zip' });
  });

  it('when every kind is listed, then each has a status', () => {
    expect(Object.values(STATUS_OF_KIND).every((status) => status >= 400 && status < 600)).toBe(true);
  });

  it('when a too-many error says when to come back, then Retry-After carries it in whole seconds', () => {
    expect(httpAnswerOf(new DomainError('too-many', 'Slow down', 2.2))).toEqual({ status: 429, headers: { 'Retry-After': '3' }, body: { error: 'Slow down' } });
  });

  it('when every attempt at a change lost its race, then the client gets 503 with the message given', () => {
    const error = new RevisionConflictError('carts', 10, 'Your cart is being changed by another request, please try again');
    expect(httpAnswerOf(error)).toEqual({ status: 503, headers: {}, body: { error: 'Your cart is being changed by another request, please try again' } });
  });
});

describe('AppError, the HTTP face of a domain error', () => {
  it.each<[string, AppError, number, ErrorKind]>([
    ['badRequest', badRequest('Bad'), 400, 'invalid'],
    ['unauthorized', unauthorized(), 401, 'unauthorized'],
    ['forbidden', forbidden(), 403, 'forbidden'],
    ['notFound', notFound('Product not found'), 404, 'not-found'],
    ['conflict', conflict('Taken'), 409, 'conflict'],
    ['serviceUnavailable', serviceUnavailable(), 503, 'unavailable'],
    ['an upstream 413', new AppError(413, 'Image size should be less than 5MB'), 413, 'too-large'],
    ['an upstream 415', new AppError(415, 'Send JSON'), 415, 'unsupported'],
  ])('when code throws %s, then it keeps its own status and is a domain error of its kind', (_name, error, status, kind) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe(kind);
    expect(httpAnswerOf(error)).toEqual({ status, headers: {}, body: { error: error.message } });
  });

  it('when a rate limit refuses, then 429 keeps its Retry-After header', () => {
    expect(httpAnswerOf(tooManyRequests(7))).toEqual({ status: 429, headers: { 'Retry-After': '7' }, body: { error: 'Too many requests, please try again later' } });
  });

  it('when a status has no kind of its own, then a 4xx is invalid and a 5xx unavailable, and the status itself is kept', () => {
    expect(kindOfStatus(418)).toBe('invalid');
    expect(kindOfStatus(504)).toBe('unavailable');
    expect(httpAnswerOf(new AppError(418, 'Teapot')).status).toBe(418);
  });
});

describe('the error handler', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = createHttpApp({
      service: 'errors-test',
      logger: createLogger('errors-test', 'silent'),
      readiness: {},
      routes: (routes) => {
        routes.get('/domain/:kind', (req) => {
          throw new DomainError(req.params['kind'] as ErrorKind, `refused as ${req.params['kind']}`);
        });
        routes.get('/app', () => {
          throw new AppError(413, 'Image size should be less than 5MB');
        });
        routes.get('/bug', () => {
          throw new Error('secret stack detail');
        });
      },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('when a handler throws a domain error, then the answer is its kind\'s status with {error: message}', async () => {
    for (const [kind, status] of [['not-found', 404], ['busy', 503], ['invalid', 400]] as const) {
      const response = await fetch(`${base}/domain/${kind}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: `refused as ${kind}` });
    }
  });

  it('when a handler throws an AppError, then its own status is kept', async () => {
    const response = await fetch(`${base}/app`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Image size should be less than 5MB' });
  });

  it('when a handler throws anything else, then a generic 500 without the detail', async () => {
    const response = await fetch(`${base}/bug`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong on our side, please try again' });
  });
});
