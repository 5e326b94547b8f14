import type { HandlersOf } from '@rto/kit';
import type { GetDeadLetters } from '../app/get-dead-letters';
import type { ReplayDeadLetters } from '../app/replay-dead-letters';
import type { deadLetterAdminContract } from './dead-letters.contract';

export interface DeadLetterUseCases {
  getDeadLetters: GetDeadLetters;
  replayDeadLetters: ReplayDeadLetters;
}

/** The admin's dead-letter view and replay: the admin's token checked here (the contract's access) and at the gateway. */
export function deadLetterHandlers({ getDeadLetters, replayDeadLetters }: DeadLetterUseCases): HandlersOf<typeof deadLetterAdminContract> {
  return {
    async getDeadLetters() {
      return { services: await getDeadLetters() };
    },
    async replayDeadLetters({ body }) {
      return replayDeadLetters(body.service, body.limit, body.force);
    },
  };
}
