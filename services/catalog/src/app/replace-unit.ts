import { DomainError, notFound } from '@rto/kit';
import { noUnitToReplaceMessage, notRentedMessage } from '../domain/replacement';
import type { UnitReplacements } from '../store/unit-replacements';
import type { SettleUnits } from './settle-units';

export interface ReplaceUnitDeps {
  replacements: UnitReplacements;
  settle: SettleUnits;
}

/**
 * A repair replaced the unit in the customer's home (issue 23, item 2): theirs goes to maintenance, one from the
 * shelf takes its place (available -1, maintenance +1, rented unchanged). None on the shelf: 409, nothing changes.
 * Idempotent per ticket.
 */
export function createReplaceUnit({ replacements, settle }: ReplaceUnitDeps) {
  return async function replaceUnit(input: { orderId: string; productId: string; ticketId: string }) {
    const outcome = await replacements.replace(input.orderId, input.productId, input.ticketId);
    if (outcome.kind === 'missing') throw notFound('Product not found');
    if (outcome.kind !== 'replaced') throw new DomainError('conflict', outcome.kind === 'none-available' ? noUnitToReplaceMessage(outcome.name) : notRentedMessage(outcome.name));
    await settle([input.productId]);
    return { orderId: input.orderId, productId: input.productId, state: 'replaced' as const, replacedSerial: outcome.replacedSerial, newSerial: outcome.newSerial };
  };
}

export type ReplaceUnit = ReturnType<typeof createReplaceUnit>;
