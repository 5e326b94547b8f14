import { z } from 'zod';
import { AppError, escapeRegex, paginationOf, parseOrReject, requiredText } from '@rto/kit';

describe('request validation', () => {
  const schema = z.object({ name: requiredText('name', 'Please enter your name', 5) });

  it.each([
    [{}, 'Please enter your name'],
    [{ name: '   ' }, 'Please enter your name'],
    [{ name: { $gt: '' } }, 'name must be text'],
    [{ name: 'far too long' }, 'name must be at most 5 characters'],
  ])('when the body is %j, then a 400 says "%s"', (body, message) => {
    expect(() => parseOrReject(schema, body)).toThrow(new AppError(400, message));
  });

  it('when the body is fine, then it is trimmed and unknown fields are dropped', () => {
    expect(parseOrReject(schema, { name: ' Ann ', role: 'admin' })).toEqual({ name: 'Ann' });
  });

  it('when a list is paged, then the pagination tells where the reader is', () => {
    expect(paginationOf(1, 10, 0)).toEqual({ currentPage: 1, totalPages: 0, limit: 10, hasNext: false, hasPrev: false });
    expect(paginationOf(2, 10, 25)).toEqual({ currentPage: 2, totalPages: 3, limit: 10, hasNext: true, hasPrev: true });
  });

  it('when search text has regex characters, then they are escaped', () => {
    expect(new RegExp(escapeRegex('a.b*(c)')).test('a.b*(c)')).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});
