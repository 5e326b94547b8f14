// Lives outside auth/ because other features (the cart's checkout) send a visitor to the auth screen.

/** The auth screen's address, opening on Log In or Sign Up, and where to go after success. */
export function authPath({ login, next }: { login: boolean; next?: string }): string {
  const params = new URLSearchParams();
  if (login) params.set('login', 'true');
  if (next) params.set('next', next);
  const query = params.toString();
  return query ? `/?${query}` : '/';
}
