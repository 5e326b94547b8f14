import { useQuery } from '@tanstack/react-query';
import { sessionUserQuery } from '../api';
import { getToken, useIsLoggedIn } from '../lib/session';

export type SessionRole = 'customer' | 'admin';

/** The logged-in account's role, or undefined while logged out or not known yet. */
export function useSessionRole(): SessionRole | undefined {
  const loggedIn = useIsLoggedIn();
  const me = useQuery({ ...sessionUserQuery(getToken()), enabled: loggedIn });
  return loggedIn ? me.data?.user?.role : undefined;
}
