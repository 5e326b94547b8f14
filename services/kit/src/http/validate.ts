import { z } from 'zod';
import { AppError, badRequest } from '../errors';

/**
 * Parses input with a schema; the first problem becomes a 400 whose message a person can read. With
 * `validationDetails`, the message reads 'Validation error: <problem>' and the answer carries the problem as
 * `details` too, the form some clients read (spec 8, the billing screen).
 */
export function parseOrReject<S extends z.ZodType>(schema: S, input: unknown, options: { validationDetails?: boolean } = {}): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  reject(describeIssue(result.error.issues[0]), options);
}

function reject(problem: string, options: { validationDetails?: boolean }): never {
  if (options.validationDetails) throw new AppError(400, `Validation error: ${problem}`, {}, { details: problem });
  throw badRequest(problem);
}

/**
 * C0 and C1 control characters, DEL included. No query parameter, path segment or one-line field has a use for
 * them, and some (NUL above all) break what the text is handed to later: a database's regex, a mail header, a log.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/**
 * Refuses a query string or path parameters holding a control character anywhere (a name or a value), for every
 * route at once (bindContract): a schema that forgot to forbid them cannot let one through to a handler.
 */
export function refuseControlCharacters(input: unknown, where: 'query' | 'path', options: { validationDetails?: boolean } = {}): void {
  if (!input || typeof input !== 'object') return;
  for (const [name, value] of Object.entries(input)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (CONTROL_CHARACTER.test(name) || values.some((item) => typeof item === 'string' && CONTROL_CHARACTER.test(item))) {
      const label = CONTROL_CHARACTER.test(name) ? 'A parameter name' : `${name}`;
      reject(`${label} in the ${where === 'query' ? 'query string' : 'path'} must not contain control characters`, options);
    }
  }
}

/**
 * One line of text, required: `requiredText` that refuses control characters (tabs and line breaks too; the ones at
 * either end are trimmed away first). For names, e-mail addresses, phone numbers, address lines; text that may run
 * over several lines (a support message) stays `requiredText`. The rule is a pattern, so the API document says it.
 */
export function requiredLine(label: string, missing: string, max = 200) {
  return requiredText(label, missing, max).regex(NO_CONTROL_CHARACTERS, `${label} must be one line of text, without control characters`);
}

/** Any string schema, made one line: control characters refused (a pattern, so the API document says it). */
export function singleLine<S extends z.ZodString>(schema: S, label: string): S {
  return schema.regex(NO_CONTROL_CHARACTERS, `${label} must be one line of text, without control characters`) as S;
}

/** One line of text, optional: `optionalText` that refuses control characters, as `requiredLine` does. */
export function optionalLine(label: string, max = 200) {
  return givenOrUndefined(textUpTo(label, max).regex(NO_CONTROL_CHARACTERS, `${label} must be one line of text, without control characters`));
}

function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // Messages we wrote ourselves are already sentences for people; zod's defaults need the field name.
  return issue.message.startsWith('Invalid') || issue.message.startsWith('Too ') || issue.message.startsWith('Unrecognized')
    ? `${field ? `${field}: ` : ''}${issue.message}`
    : issue.message;
}

/**
 * A required text field: trimmed, non-empty, bounded, with the product's own message when missing.
 * A non-string (an object such as `{ "$gt": "" }`) is refused as not text.
 */
export function requiredText(label: string, missing: string, max = 200) {
  return textOrMissing(label, missing)
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Text whose absence has the product's own message, and anything else (a number, an object) "must be text". */
export function textOrMissing(label: string, missing: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : `${label} must be text`) });
}

/** An optional text field: absent, null or blank all mean "not given". */
export function optionalText(label: string, max = 200) {
  return givenOrUndefined(textUpTo(label, max));
}

/** Text, trimmed and bounded: the base of the optional fields. */
function textUpTo(label: string, max: number) {
  return z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
}

/** Absent, null or blank all mean "not given". */
function givenOrUndefined(schema: z.ZodString) {
  return schema.nullish().transform((value) => (value ? value : undefined));
}

/** A 24-hex-digit MongoDB id in a path. */
export const objectId = (message = 'Not found') => z.string().regex(/^[a-f\d]{24}$/i, message);

/**
 * The highest page any list serves. No real list comes near it; the bound keeps what a request can name finite,
 * so nothing keyed by page and limit (caches, their metrics) can be made to grow by counting upwards.
 */
export const MAX_PAGE = 10_000;

/** Page and limit of a paged list: 1 ≤ page ≤ 10,000, limit bounded so no request can ask for everything at once. */
export function paging(defaultLimit = 10, maxLimit = 1000) {
  return {
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(MAX_PAGE, `page must be at most ${MAX_PAGE}`)
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  };
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  limit: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export function paginationOf(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { currentPage: page, totalPages, limit, hasNext: page < totalPages, hasPrev: page > 1 };
}

/** Escapes user text for use inside a regular expression (search boxes). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
