import type { DeadLetterService } from '@rto/contracts';
import { conflict } from '@rto/kit';
import type { DeadLettersClient } from '../adapters/dead-letters.client';

export interface ReplayDeadLettersDeps {
  deadLetters: DeadLettersClient;
}

/**
 * Sends a service's parked events back to it, with `make replay-dead-letters`'s bounds (the service runs the same
 * code): at most `limit`, one replayed 3 times already only when `force`. One replay of a service runs at a time.
 */
export function createReplayDeadLetters({ deadLetters }: ReplayDeadLettersDeps) {
  return async (service: DeadLetterService, limit: number, force: boolean) => {
    const answer = await deadLetters.replay(service, limit, force);
    if (!answer.ok) throw conflict(`A replay of ${service}'s dead letters is already running; try again when it is done`);
    return { service, replayed: answer.replayed, skipped: answer.skipped };
  };
}

export type ReplayDeadLetters = ReturnType<typeof createReplayDeadLetters>;
