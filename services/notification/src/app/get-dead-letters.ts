import { DEAD_LETTER_SERVICES, type DeadLetterService } from '@rto/contracts';
import type { Logger } from '@rto/kit';
import type { DeadLettersClient } from '../adapters/dead-letters.client';
import { summarizeDeadLetters, unknownRow, type DeadLetterRow } from '../domain/dead-letters';

export interface GetDeadLettersDeps {
  deadLetters: DeadLettersClient;
  logger: Logger;
}

/**
 * Every service's parked events, asked of each at once: a service that does not answer is a row `unknown`, never
 * a failure of the whole view (the operator looks here precisely when something is down).
 */
export function createGetDeadLetters({ deadLetters, logger }: GetDeadLettersDeps) {
  return async (): Promise<Array<DeadLetterRow<DeadLetterService>>> =>
    Promise.all(
      DEAD_LETTER_SERVICES.map(async (service) => {
        try {
          const { count, messages } = await deadLetters.list(service);
          return summarizeDeadLetters(service, count, messages);
        } catch (error) {
          logger.warn({ err: error, service }, 'could not list a service\'s dead letters');
          return unknownRow(service);
        }
      }),
    );
}

export type GetDeadLetters = ReturnType<typeof createGetDeadLetters>;
