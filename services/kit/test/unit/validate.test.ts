import { z } from 'zod';
import { AppError, emailAddress, escapeRegex, MAX_PAGE, optionalLine, paginationOf, paging, parseOrReject, refuseControlCharacters, requiredLine, requiredText, singleLine } from '@rto/kit';

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

  it('when a route shows validation details, then the 400 reads "Validation error: ..." and carries the problem as details', () => {
    let thrown: unknown;
    try {
      parseOrReject(schema, {}, { validationDetails: true });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 400, message: 'Validation error: Please enter your name', fields: { details: 'Please enter your name' } });
  });

  it('when the body is fine, then it is trimmed and unknown fields are dropped', () => {
    expect(parseOrReject(schema, { name: ' Ann ', role: 'admin' })).toEqual({ name: 'Ann' });
  });

  describe('control characters', () => {
    const line = z.object({ name: requiredLine('name', 'Please enter your name', 50), city: optionalLine('city', 50) });
    const text = z.object({ issue: requiredText('issue', 'Please describe your issue', 50) });

    it.each(['Ann\u0000', 'A\u0007nn', 'Ann\tLee', 'Ann\nLee', 'Ann\u007f', 'Ann\u0085Lee', 'Ann\u009b'])('when a one-line field holds %j, then a 400 names the field', (name) => {
      expect(() => parseOrReject(line, { name })).toThrow(new AppError(400, 'name must be one line of text, without control characters'));
      expect(() => parseOrReject(line, { name: 'Ann', city: name })).toThrow(new AppError(400, 'city must be one line of text, without control characters'));
    });

    it('when any string schema is made single-line, then it keeps its own rules and refuses control characters', () => {
      const postal = z.object({ postal_code: singleLine(z.string().max(10), 'postal_code') });
      expect(parseOrReject(postal, { postal_code: '46204' })).toEqual({ postal_code: '46204' });
      expect(() => parseOrReject(postal, { postal_code: '46204\n' })).toThrow(new AppError(400, 'postal_code must be one line of text, without control characters'));
      expect(() => parseOrReject(postal, { postal_code: '46204-0000-0' })).toThrow(AppError);
    });

    it('when a one-line field only has line breaks at its ends, then they are trimmed away and it is taken', () => {
      expect(parseOrReject(line, { name: ' Ann Lee\n', city: '' })).toEqual({ name: 'Ann Lee', city: undefined });
    });

    it('when text may run over several lines, then its tabs and line breaks are kept', () => {
      expect(parseOrReject(text, { issue: 'It hums.\n\tThen it stops.' })).toEqual({ issue: 'It hums.\n\tThen it stops.' });
    });

    it.each([
      [{ search: 'a\u0000' }, 'query', 'search in the query string must not contain control characters'],
      [{ search: ['ok', 'b\r\n'] }, 'query', 'search in the query string must not contain control characters'],
      [{ 'x\u0000': 'ok' }, 'query', 'A parameter name in the query string must not contain control characters'],
      [{ id: '\u0000' }, 'path', 'id in the path must not contain control characters'],
    ] as const)('when the input is %j in the %s, then a 400 says "%s"', (input, where, message) => {
      expect(() => refuseControlCharacters(input, where)).toThrow(new AppError(400, message));
    });

    it('when query and path are plain, then nothing is refused', () => {
      expect(() => refuseControlCharacters({ search: 'Ann Lee, 46204 é', page: '2' }, 'query')).not.toThrow();
    });
  });

  it('when a list is paged, then the pagination tells where the reader is', () => {
    expect(paginationOf(1, 10, 0)).toEqual({ currentPage: 1, totalPages: 0, limit: 10, hasNext: false, hasPrev: false });
    expect(paginationOf(2, 10, 25)).toEqual({ currentPage: 2, totalPages: 3, limit: 10, hasNext: true, hasPrev: true });
  });

  describe('page and limit of a list', () => {
    const query = z.object(paging(10, 1000));

    it.each([
      [{ page: '0' }, 'page must be at least 1'],
      [{ page: '1.5' }, 'page must be a whole number'],
      [{ page: 'two' }, 'page must be a number'],
      [{ page: String(MAX_PAGE + 1) }, 'page must be at most 10000'],
      [{ page: '1e9' }, 'page must be at most 10000'],
      [{ limit: '1001' }, 'limit must be at most 1000'],
    ])('when the query is %j, then a 400 says "%s"', (input, message) => {
      expect(() => parseOrReject(query, input)).toThrow(new AppError(400, message));
    });

    it('when page and limit are absent or at their bounds, then they are taken', () => {
      expect(parseOrReject(query, {})).toEqual({ page: 1, limit: 10 });
      expect(parseOrReject(query, { page: '10000', limit: '1000' })).toEqual({ page: 10_000, limit: 1000 });
    });
  });

  describe('an e-mail field', () => {
    const form = z.object({ email: emailAddress('Please enter your email') });

    it.each([' First.Last+tag@Example.COM ', 'a@b.co', "o'hara@mail.example-shop.com"])('when the address is %j, then it is taken, trimmed and lower-cased', (email) => {
      expect(parseOrReject(form, { email })).toEqual({ email: email.trim().toLowerCase() });
    });

    it.each([
      ['absent', 'Please enter your email', undefined],
      ['blank', 'Please enter your email', '  '],
      ['an operator object', 'email must be text', { $ne: null }],
      ['x<victim@d.com>', 'Please enter a valid email', 'x<victim@d.com>'],
      ['a display name', 'Please enter a valid email', 'Victim <victim@d.com>'],
      ['a@b', 'Please enter a valid email', 'a@b'],
      ['a@b@c.com', 'Please enter a valid email', 'a@b@c.com'],
      ['a@-b.com', 'Please enter a valid email', 'a@-b.com'],
      ['a@ and 7000 dots and @', 'email must be at most 254 characters', `a@${'.'.repeat(7000)}@`],
    ])('when the address is %s, then a 400 says "%s"', (_what, message, email) => {
      expect(() => parseOrReject(form, { email })).toThrow(new AppError(400, message));
    });
  });

  it('when search text has regex characters, then they are escaped', () => {
    expect(new RegExp(escapeRegex('a.b*(c)')).test('a.b*(c)')).toBe(true);
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});
