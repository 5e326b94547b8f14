import { queryOptions } from '@tanstack/react-query';
import * as api from './client';
import { queryKeys } from './query-keys';

/**
 * GET /getUser for the current token. Shared by the header, the admin guard, the log-in flow, Contact Support and
 * the billing form, so it is asked once.
 */
export function sessionUserQuery(token: string | null) {
  return queryOptions({ queryKey: queryKeys.sessionUser(token), queryFn: api.getUser, enabled: token !== null, staleTime: 60_000 });
}
