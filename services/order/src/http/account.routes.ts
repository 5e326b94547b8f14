import { callerOf, type HandlersOf } from '@rto/kit';
import type { GetAccountPage } from '../app/account-page';
import type { orderAccountContract } from './account-contract';
import { presentAccountPage } from './account-view';

/** The signed-in customer's account page: always their own, keyed by the verified caller id. */
export function orderAccountHandlers(getAccountPage: GetAccountPage): HandlersOf<typeof orderAccountContract> {
  return {
    async getDashboardData({ req }) {
      return presentAccountPage(await getAccountPage(callerOf(req).id));
    },
  };
}
