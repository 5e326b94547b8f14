import { config } from '../config';
import { clearToken, getToken } from '../lib/session';
import { dropOpeningFetches, takeOpeningFetch } from './opening-fetches';

/**
 * Who may call a path:
 * - 'none': no Authorization header (contact support, password reset, login, register, products).
 * - 'bearer': the customer's token from localStorage `token` (the calls the spec marks bearer).
 * - 'admin': the spec saw no token on admin calls, but our gateway requires an admin token there
 *   (architecture 5), so the stored token is sent when there is one.
 */
export type AuthMode = 'none' | 'bearer' | 'admin';

/** null and '' are left out, like undefined (the contracts take a null search as none). */
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  auth: AuthMode;
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Extra request headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Send this token instead of the stored one (log-out sends the token it is ending, after the device has already
   * forgotten it). A 401 then says nothing about the stored session, so it is left alone.
   */
  token?: string;
}

/** A failed call. `serverMessage` is the `error` text of the JSON error body, when the server sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }

  /** True when no response arrived at all (offline, DNS, connection refused). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The JSON body of a failed call, to read its fields (each `unknown` until checked); an empty object when `error` is
 * no ApiError or its body is no object.
 */
export function errorBodyOf<Fields extends string>(error: unknown): Partial<Record<Fields, unknown>> {
  return error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? (error.body as Partial<Record<Fields, unknown>>) : {};
}

/** The server's `error` text when the call failed with one, else the screen's own fallback message. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/?login=true');
};

/**
 * The router registers a client-side navigation here, so a 401 does not reload the whole app. Returns the
 * function that puts the previous handler back (an effect's cleanup).
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  const previous = onUnauthorized;
  onUnauthorized = handler;
  return () => {
    onUnauthorized = previous;
  };
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return `${config.apiBaseUrl}${path}${search}`;
}

/** Backend-served URLs such as a product's `/photos/<id>` follow the API base when it is another origin. */
export function backendAssetUrl(path: string): string {
  return path.startsWith('/') ? `${config.apiBaseUrl}${path}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorTextOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return undefined;
}

export async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', auth, body, query } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = options.token ?? (auth === 'none' ? null : getToken());
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = apiUrl(path, query);
  const send = () => fetch(url, { method, headers, body: payload });
  // A page's first reads may already be on their way (boot/opening-fetch.ts); one that failed is fetched again. Any
  // change drops those not taken yet, so that no read after it is answered from before it.
  const opening = method === 'GET' && options.headers === undefined ? takeOpeningFetch(url, token) : undefined;
  if (method !== 'GET') dropOpeningFetches();
  let response: Response;
  try {
    response = await (opening ? opening.catch(send) : send());
  } catch {
    throw new ApiError(0, undefined, undefined);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    // A 401 on a call that needs a session means it is over (expired, revoked or never started): log in
    // again. A 401 on an open call (a wrong password at login) is just an answer for the screen to show.
    if (response.status === 401 && auth !== 'none' && options.token === undefined) {
      clearToken();
      onUnauthorized();
    }
    throw new ApiError(response.status, errorTextOf(parsed), parsed);
  }
  return parsed as T;
}
