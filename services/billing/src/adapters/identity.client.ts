import { createInternalClient, defineInternalContract, type Logger } from '@rto/kit';
import { z } from 'zod';

/**
 * identity's `GET /internal/users/:id`, as billing reads it. identity's own contract cannot be imported here:
 * identity depends on billing's events, and a dependency back would be a cycle. Only `_id` is read; whatever else
 * identity answers is dropped, so identity may add fields freely. Keep the path and the 404 in step with
 * identity's internal contract (`services/identity/src/http/internal-contract.ts`).
 */
const identityUserRoute = defineInternalContract({
  user: {
    method: 'get',
    path: '/internal/users/:id',
    access: 'service',
    tag: 'Users',
    summary: 'A live user by id',
    params: z.object({ id: z.string() }),
    response: z.object({ user: z.object({ _id: z.string() }) }),
    refusals: { 404: 'No live user has this id' },
  },
}).user;

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
