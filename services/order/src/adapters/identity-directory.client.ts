import { identityInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { CustomerName } from '../domain/admin-figures';

export type UserCounts = Awaited<ReturnType<IdentityDirectoryClient['userCounts']>>;

/**
 * What the admin's screens need from identity, asked over its internal API each time (identity owns the users: a
 * name edited there shows at once, and nothing here can drift from it).
 */
export function createIdentityDirectoryClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }) {
  const identity = createInternalClient({ callee: 'identity', caller: 'order', ...options });

  return {
    /** The names and e-mails of these customers, by id; customers identity no longer has are left out. */
    async namesOf(userIds: readonly string[]): Promise<Map<string, CustomerName>> {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Map();
      const { users } = await identity.call(identityInternalContract.usersByIds, { query: { ids: ids.join(',') } });
      return new Map(users.map((user) => [user.id, { name: user.name, email: user.email }]));
    },

    /** The ids of the customers whose name or e-mail contains the text. */
    async customersMatching(search: string): Promise<string[]> {
      const { ids } = await identity.call(identityInternalContract.userIdsMatching, { query: { search } });
      return ids;
    },

    /** Users in all, by state, and the sign-ups of the last `months` calendar months. */
    userCounts(months: number) {
      return identity.call(identityInternalContract.userStats, { query: { months } });
    },
  };
}

export type IdentityDirectoryClient = ReturnType<typeof createIdentityDirectoryClient>;
