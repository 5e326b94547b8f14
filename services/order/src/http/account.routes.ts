import { callerOf, type HandlersOf } from '@rto/kit';
import type { Dashboard } from '../dashboard';
import type { orderAccountContract } from './account-contract';

/** The signed-in customer's account page: always their own, keyed by the verified caller id. */
export function orderAccountHandlers(dashboard: Dashboard): HandlersOf<typeof orderAccountContract> {
  return {
    async getDashboardData({ req }) {
      return dashboard.of(callerOf(req).id);
    },
  };
}
