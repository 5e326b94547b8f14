import type { InternalHandlersOf } from '@rto/kit';
import { createUserDirectory } from '../store/user-directory.repository';
import type { UserRepository } from '../store/user.repository';
import { MAX_MATCHING_USERS, type identityAdminInternalContract } from '@rto/contracts';

/** order's admin screens ask for the names of a page's customers, the customers a search names, and the user counts. */
export function adminInternalHandlers(users: UserRepository): InternalHandlersOf<typeof identityAdminInternalContract> {
  const directory = createUserDirectory(users.model);
  return {
    async usersByIds({ query }) {
      return { users: await directory.namesOf(query.ids) };
    },
    userIdsMatching({ query }) {
      return directory.idsMatching(query.search, MAX_MATCHING_USERS);
    },
    userStats({ query }) {
      return directory.counts(new Date(), query.months);
    },
  };
}
