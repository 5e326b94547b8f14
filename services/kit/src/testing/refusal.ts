import { DomainError } from '../errors';

/**
 * What a rule refused with: the kind and message of the DomainError that `work` throws. Fails the test when `work`
 * refuses nothing, or throws anything else (a bug, not a refusal).
 */
export function refusalOf(work: () => unknown): { kind: string; message: string } {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('the rules refused nothing');
}
