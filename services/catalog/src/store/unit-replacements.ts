import { DomainError, trusted } from '@rto/kit';
import type { Model } from 'mongoose';
import { replacementSerial, swapSerials, type OrderHold, type RentedSerial } from '../domain/replacement';
import type { ProductDocument } from './product.model';
import { asObjectId } from './product.repository';

const MAX_ATTEMPTS = 10;
const BUSY = 'The units of this product are being changed by another request, please try again';

/** What replacing a unit came to. */
export type ReplaceOutcome =
  | { kind: 'replaced'; replacedSerial: string | null; newSerial: string }
  | { kind: 'none-available' | 'not-rented'; name: string }
  | { kind: 'missing' };

interface Stored {
  name: string;
  units?: { available?: number };
  unitsRevision?: number;
  rentedTo?: OrderHold[];
  serials?: RentedSerial[];
  replacements?: Array<{ ticketId: string; replacedSerial: string | null; newSerial: string }>;
}

/**
 * A repair's replacement on the product's own document (no transactions): one conditional update, under the units'
 * revision read, moves a unit from the shelf to the customer's home and theirs to maintenance, with the ticket's id
 * beside it, so the same ticket asking again finds its replacement instead of taking a second unit.
 */
export function createUnitReplacements(Product: Model<ProductDocument>) {
  return {
    async replace(orderId: string, productId: string, ticketId: string): Promise<ReplaceOutcome> {
      const _id = asObjectId(productId);
      if (!_id) return { kind: 'missing' };
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const product = await Product.findById(_id).select({ name: 1, units: 1, unitsRevision: 1, rentedTo: 1, serials: 1, replacements: 1 }).lean<Stored>();
        if (!product) return { kind: 'missing' };
        const done = product.replacements?.find((each) => each.ticketId === ticketId);
        if (done) return { kind: 'replaced', replacedSerial: done.replacedSerial, newSerial: done.newSerial };
        if (!product.rentedTo?.some((hold) => hold.orderId === orderId)) return { kind: 'not-rented', name: product.name };
        if ((product.units?.available ?? 0) < 1) return { kind: 'none-available', name: product.name };
        const newSerial = replacementSerial(productId, ticketId);
        const swap = swapSerials(product.rentedTo, product.serials ?? [], orderId, newSerial);
        const written = await Product.updateOne(
          { _id, unitsRevision: product.unitsRevision ?? 0, 'units.available': trusted({ $gte: 1 }), 'replacements.ticketId': trusted({ $ne: ticketId }) },
          {
            $inc: { 'units.available': -1, 'units.maintenance': 1, unitsRevision: 1 },
            $set: { rentedTo: swap.rentedTo, serials: swap.serials },
            $push: { replacements: { ticketId, orderId, replacedSerial: swap.replacedSerial, newSerial } },
          },
        );
        if (written.modifiedCount === 1) return { kind: 'replaced', replacedSerial: swap.replacedSerial, newSerial };
      }
      throw new DomainError('conflict', BUSY);
    },
  };
}

export type UnitReplacements = ReturnType<typeof createUnitReplacements>;
