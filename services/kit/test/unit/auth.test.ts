import jwt from 'jsonwebtoken';
import { AppError, createTokenService, createVerifiedTokenCache, signServiceToken } from '@rto/kit';

const settings = { JWT_SECRET: 's'.repeat(40), JWT_ISSUER: 'rto-identity', JWT_AUDIENCE: 'rto', JWT_TTL: 60 };

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
