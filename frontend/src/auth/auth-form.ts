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

/** The auth screen's address, opening on Log In or Sign Up, and where to go after success. */
export function authPath({ login, next }: { login: boolean; next?: string }): string {
  const params = new URLSearchParams();
  if (login) params.set('login', 'true');
  if (next) params.set('next', next);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}

/** `next` when it is a path of this site: never another origin (`//host`, `/\host`) or a scheme. */
export function nextPathFrom(searchParams: URLSearchParams): string | undefined {
  const next = searchParams.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return undefined;
  return next;
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
