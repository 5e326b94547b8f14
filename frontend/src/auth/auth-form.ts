export type AuthMode = 'signup' | 'login';

export const AUTH_MESSAGES = {
  failure: 'Error while authenticating please try again',
} as const;

/** `/?login` (any value but 'false') opens the screen on Log In; Sign Up is the default. */
export function modeFromQuery(searchParams: URLSearchParams): AuthMode {
  const login = searchParams.get('login');
  return login !== null && login !== 'false' ? 'login' : 'signup';
}

/** The auth screen with the mode switched and every other query parameter (such as `next`) kept. */
export function withMode(searchParams: URLSearchParams, mode: AuthMode): URLSearchParams {
  const params = new URLSearchParams(searchParams);
  if (mode === 'login') params.set('login', 'true');
  else params.delete('login');
  return params;
}

// Any origin will do: only whether `next` stays on it matters.
const SITE = 'https://site.invalid';

/**
 * `next` when it is a path of this site, as the browser itself would read it: never another origin or a scheme.
 * A prefix check is not enough: the URL parser drops tabs and newlines (`/\t/host`), reads `\` as `/` and resolves
 * `..`, so a path that looks local can still become `//host`, which the router hands to the browser as another site.
 */
export function nextPathFrom(searchParams: URLSearchParams): string | undefined {
  const next = searchParams.get('next');
  if (!next?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a successful log-in or sign-up lands: an admin on the back office; anyone else where they were going
 * (`next`); a guest whose picks were just added to their cart goes on with the checkout; everyone else on the
 * catalogue (spec 2.2).
 */
export function landingPath({ role, next, pickedAsGuest }: { role?: string; next?: string; pickedAsGuest: boolean }): string {
  if (role === 'admin') return next?.startsWith('/admin') ? next : '/admin/dashboard';
  if (next) return next;
  return pickedAsGuest ? '/delivery' : '/appliance';
}
