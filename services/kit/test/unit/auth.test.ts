import jwt from 'jsonwebtoken';
import { AppError, createTokenService, signServiceToken } from '@rto/kit';

const settings = { JWT_SECRET: 's'.repeat(40), JWT_ISSUER: 'rto-identity', JWT_AUDIENCE: 'rto', JWT_TTL: 60 };

describe('tokens', () => {
  const tokens = createTokenService(settings);

  it('when a token is signed, then verifying it gives the caller back', () => {
    const token = tokens.sign({ id: 'u1', role: 'admin', sessionVersion: 3 });
    expect(tokens.verify(token)).toEqual({ id: 'u1', role: 'admin', sessionVersion: 3 });
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
