import { deadLetterInternalContract, type DeadLetterService } from '@rto/contracts';
import { createInternalClient, type InternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import { DEAD_LETTERS_SAMPLE, type DeadLetterSample } from '../domain/dead-letters';

/** A replay moves up to 1000 messages, each confirmed by the broker: far longer than a listing. */
const REPLAY_TIMEOUT_MS = 60_000;

export type ReplayAnswer = { ok: true; replayed: number; skipped: number } | { ok: false; reason: 'busy' };

export interface DeadLettersClient {
  /** A service's dead-letter count and first messages; rejects when it is down, slow or answers nonsense. */
  list(service: DeadLetterService): Promise<{ count: number; messages: DeadLetterSample[] }>;
  replay(service: DeadLetterService, limit: number, force: boolean): Promise<ReplayAnswer>;
}

/** Every service's dead-letter routes (the kit serves them in each), with notification's service credential. */
export function createDeadLettersClient(options: {
  urls: Record<DeadLetterService, string>;
  settings: ServiceTokenSettings;
  timeoutMs: number;
  logger?: Logger;
}): DeadLettersClient {
  const clients = new Map<DeadLetterService, { list: InternalClient; replay: InternalClient }>();
  const clientsOf = (service: DeadLetterService) => {
    let found = clients.get(service);
    if (!found) {
      const common = { callee: service, caller: 'notification', baseUrl: options.urls[service], settings: options.settings, ...(options.logger ? { logger: options.logger } : {}) };
      found = { list: createInternalClient({ ...common, timeoutMs: options.timeoutMs }), replay: createInternalClient({ ...common, timeoutMs: REPLAY_TIMEOUT_MS }) };
      clients.set(service, found);
    }
    return found;
  };
  return {
    list: (service) => clientsOf(service).list.call(deadLetterInternalContract.listDeadLetters, { query: { limit: DEAD_LETTERS_SAMPLE } }),
    async replay(service, limit, force) {
      const answer = await clientsOf(service).replay.call(deadLetterInternalContract.replayDeadLetters, { body: { limit, force } });
      return answer.ok ? { ok: true, ...answer.data } : { ok: false, reason: 'busy' };
    },
  };
}
