import type { InternalHandlersOf } from '@rto/kit';
import type { identityAdminInternalContract } from '@rto/contracts';
import type { CountUsers } from '../app/count-users';
import type { GetUserNames } from '../app/get-user-names';
import type { SearchUserIds } from '../app/search-user-ids';

/** The use cases behind order's admin lookups. */
export interface AdminInternalUseCases {
  getUserNames: GetUserNames;
  searchUserIds: SearchUserIds;
  countUsers: CountUsers;
}

/** order's admin screens ask for the names of a page's customers, the customers a search names, and the user counts. */
export function adminInternalHandlers(useCases: AdminInternalUseCases): InternalHandlersOf<typeof identityAdminInternalContract> {
  return {
    async usersByIds({ query }) {
      return { users: await useCases.getUserNames(query.ids) };
    },
    userIdsMatching({ query }) {
      return useCases.searchUserIds(query.search);
    },
    userStats({ query }) {
      return useCases.countUsers(query.months);
    },
  };
}
