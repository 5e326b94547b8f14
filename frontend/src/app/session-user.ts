import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { getToken, useIsLoggedIn } from '../lib/session';

/**
 * GET /getUser for the current token. Keyed by the token: after another account logs in on this device, its own
 * user (and role) is asked for. Shared by the header, the admin guard and the log-in flow, so it is asked once.
 */
export function sessionUserQuery(token: string | null) {
  return queryOptions({ queryKey: ['session', 'user', token], queryFn: api.getUser, enabled: token !== null, staleTime: 60_000 });
}

export type SessionRole = 'customer' | 'admin';

/** The logged-in account's role, or undefined while logged out or not known yet. */
export function useSessionRole(): SessionRole | undefined {
  const loggedIn = useIsLoggedIn();
  const me = useQuery({ ...sessionUserQuery(getToken()), enabled: loggedIn });
  return loggedIn ? me.data?.user?.role : undefined;
}
