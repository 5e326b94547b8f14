import { identityInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger } from '@rto/kit';

/** identity's `GET /internal/users/:id`: billing only asks whether the user is there (404 when not). */
const identityUserRoute = identityInternalContract.user;

export interface IdentityClient {
  /** Whether identity knows a live user by this id. Rejects (503/502) when identity is down, slow or failing. */
  userExists(userId: string): Promise<boolean>;
}

type ClientOptions = Parameters<typeof createInternalClient>[0];

export function createIdentityClient(options: { baseUrl: string; settings: ClientOptions['settings']; timeoutMs: number; logger: Logger }): IdentityClient {
  const client = createInternalClient({ callee: 'identity', caller: 'billing', ...options });
  return {
    async userExists(userId) {
      const answer = await client.call(identityUserRoute, { params: { id: userId } });
      return answer.ok;
    },
  };
}
