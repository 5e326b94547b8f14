import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { AppError, authorize, createSessionRegistry, createTokenService, createVerifiedTokenCache, signServiceToken, type Redis } from '@rto/kit';

const settings = { JWT_SECRET: 's'.repeat(40), SERVICE_TOKEN_SECRET: 'v'.repeat(40), JWT_ISSUER: 'rto-identity', JWT_AUDIENCE: 'rto', JWT_TTL: 60 };

describe('tokens', () => {
  const tokens = createTokenService(settings);

  it('when a token is signed, then verifying it gives the caller back', () => {
    const token = tokens.sign({ id: 'u1', role: 'admin', sessionVersion: 3 });
    const caller = tokens.verify(token);
    expect(caller).toEqual({ id: 'u1', role: 'admin', sessionVersion: 3, expiresAt: expect.any(Number) });
    expect(Math.abs(caller.expiresAt! - (Date.now() + 60_000))).toBeLessThan(2_000);
  });

  it.each([
    ['signed with HS512', () => jwt.sign({ role: 'admin', sv: 0 }, settings.JWT_SECRET, { algorithm: 'HS512', subject: 'u1', issuer: 'rto-identity', audience: 'rto' })],
    ['from another issuer', () => jwt.sign({ role: 'admin', sv: 0 }, settings.JWT_SECRET, { subject: 'u1', issuer: 'elsewhere', audience: 'rto' })],
    ['with an unknown role', () => jwt.sign({ role: 'root', sv: 0 }, settings.JWT_SECRET, { subject: 'u1', issuer: 'rto-identity', audience: 'rto' })],
    ['a service token', () => signServiceToken(settings, 'cart')],
  ])('when a token is %s, then it is refused with 401', (_label, make) => {
    expect(() => tokens.verify(make())).toThrow(new AppError(401, 'Invalid or expired token'));
  });
});

describe('rotating the key', () => {
  const previous = 'p'.repeat(40);
  const rotated = createTokenService({ ...settings, JWT_SECRET: 'n'.repeat(40), JWT_SECRET_PREVIOUS: previous });
  const signedWith = (key: string, options: jwt.SignOptions = {}) =>
    jwt.sign({ role: 'customer', sv: 0 }, key, { algorithm: 'HS256', subject: 'u1', issuer: 'rto-identity', audience: 'rto', expiresIn: 60, ...options });

  it('when a token was signed with the previous key, then it is still accepted, and new tokens use the new key', () => {
    expect(rotated.verify(signedWith(previous)).id).toBe('u1');
    expect(() => jwt.verify(rotated.sign({ id: 'u2', role: 'customer', sessionVersion: 0 }), previous)).toThrow('invalid signature');
  });

  it('when a token of the previous key has expired, or names another audience, then the previous key does not save it', () => {
    expect(() => rotated.verify(signedWith(previous, { expiresIn: -10 }))).toThrow(new AppError(401, 'Invalid or expired token'));
    expect(() => rotated.verify(signedWith(previous, { audience: 'elsewhere' }))).toThrow(new AppError(401, 'Invalid or expired token'));
  });

  it('when a token was signed with neither key, then it is refused', () => {
    expect(() => rotated.verify(signedWith('o'.repeat(40)))).toThrow(new AppError(401, 'Invalid or expired token'));
  });
});

describe("the gateway's short memory of verified tokens", () => {
  it('when a token was verified, then it is remembered for the moment given, and never past its expiry', () => {
    let now = 1_000_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = createVerifiedTokenCache(1_000);
      cache.set('a', { id: 'u1', role: 'customer', sessionVersion: 0, expiresAt: now + 60_000 });
      cache.set('b', { id: 'u2', role: 'customer', sessionVersion: 0, expiresAt: now + 200 });
      now += 500;
      expect(cache.get('a')?.id).toBe('u1');
      expect(cache.get('b')).toBeUndefined();
      now += 600;
      expect(cache.get('a')).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });
});

describe('the session registry', () => {
  const tokens = createTokenService(settings);

  /** A Redis that answers MGET from `values` (keys as the registry names them) and counts round trips. */
  function redisHolding(values: Record<string, string>) {
    const calls: string[][] = [];
    const redis = {
      mget: async (...keys: string[]) => {
        calls.push(keys);
        return keys.map((key) => values[key] ?? null);
      },
    } as unknown as Redis;
    return { redis, calls };
  }

  /** What the access check does with `token`: the caller it lets through, or the error it answers. */
  async function check(redis: Redis, token: string): Promise<unknown> {
    const req = { headers: { authorization: `Bearer ${token}` } } as unknown as Request;
    let outcome: unknown;
    await authorize('customer', tokens, createSessionRegistry(redis, 60))(req, {} as Response, (error?: unknown) => {
      outcome = error ?? req.caller;
    });
    return outcome;
  }

  const LOADED = 'auth:sessions-complete';

  it('when Redis has lost its data (no completeness marker), then every token check fails closed with 503', async () => {
    const { redis } = redisHolding({});
    const token = tokens.sign({ id: 'u1', role: 'customer', sessionVersion: 5 });
    expect(await check(redis, token)).toMatchObject({ status: 503, message: 'Cannot verify your session right now, please try again' });
  });

  it('when the registry is whole, then a token below the minimum is refused and one at or above it passes, in one round trip each', async () => {
    const { redis, calls } = redisHolding({ [LOADED]: '1', 'auth:min-session:u1': '2' });
    const old = tokens.sign({ id: 'u1', role: 'customer', sessionVersion: 1 });
    const current = tokens.sign({ id: 'u1', role: 'customer', sessionVersion: 2 });
    const someoneElse = tokens.sign({ id: 'u2', role: 'customer', sessionVersion: 0 });
    expect(await check(redis, old)).toMatchObject({ status: 401, message: 'Your session has ended, please log in again' });
    expect(await check(redis, current)).toMatchObject({ id: 'u1', sessionVersion: 2 });
    expect(await check(redis, someoneElse)).toMatchObject({ id: 'u2' });
    expect(calls).toEqual([
      [LOADED, 'auth:min-session:u1'],
      [LOADED, 'auth:min-session:u1'],
      [LOADED, 'auth:min-session:u2'],
    ]);
  });

  it('when Redis cannot answer, then the check fails closed with 503', async () => {
    const redis = { mget: async () => Promise.reject(new Error('connection lost')) } as unknown as Redis;
    expect(await check(redis, tokens.sign({ id: 'u1', role: 'customer', sessionVersion: 0 }))).toMatchObject({
      status: 503,
      message: 'Cannot verify your session right now, please try again',
    });
  });
});
