import { trusted } from '@rto/kit';
import type { Model, UpdateQuery } from 'mongoose';
import type { ProductDocument } from './product.model';
import { asObjectId } from './product.repository';

/** Where a returned unit goes: back on the shelf, or to maintenance when it came back damaged. */
export type ReturnedTo = 'available' | 'maintenance';

/**
 * A returned (or owned) order's units on the product's own document (no transactions): one conditional update, on the order's
 * rented hold as read, moves them from the customer's home to the shelf or maintenance and drops the hold, so a
 * repeat finds no hold and changes nothing. Their serials leave the customer's home (or go to maintenance with them).
 */
export function createUnitReturns(Product: Model<ProductDocument>) {
  /**
   * Moves the order's rented hold on one product, as read, in one conditional update: `change` says what the write
   * does with its quantity. False when the order rents none of it (moved already).
   */
  async function moveRentedHold(orderId: string, productId: string, change: (quantity: number) => { update: UpdateQuery<ProductDocument>; options?: { arrayFilters?: Array<Record<string, unknown>> } }): Promise<boolean> {
    const _id = asObjectId(productId);
    if (!_id) return false;
    const product = await Product.findById(_id).select({ rentedTo: 1 }).lean<{ rentedTo?: Array<{ orderId: string; quantity: number }> }>();
    const quantity = product?.rentedTo?.find((hold) => hold.orderId === orderId)?.quantity;
    if (quantity === undefined) return false;
    const { update, options = {} } = change(quantity);
    const written = await Product.updateOne({ _id, rentedTo: trusted({ $elemMatch: { orderId, quantity } }) }, update, options);
    return written.modifiedCount === 1;
  }

  return {
    /** The products an order has rented units of. */
    async rentedBy(orderId: string): Promise<string[]> {
      const ids: unknown[] = await Product.distinct('_id', { 'rentedTo.orderId': orderId });
      return ids.map(String);
    },

    /** Takes back the order's rented units of one product. False when it holds none (taken back already). */
    takeBack: (orderId: string, productId: string, to: ReturnedTo): Promise<boolean> =>
      moveRentedHold(orderId, productId, (quantity) => ({
        update: {
          $inc: { 'units.rented': -quantity, [`units.${to}`]: quantity, unitsRevision: 1 },
          ...(to === 'available'
            ? { $pull: { rentedTo: { orderId }, serials: { orderId, status: 'rented' } } }
            : { $pull: { rentedTo: { orderId } }, $set: { 'serials.$[unit].status': 'maintenance' } }),
        },
        options: to === 'maintenance' ? { arrayFilters: [{ 'unit.orderId': orderId, 'unit.status': 'rented' }] } : {},
      })),

    /**
     * The order's rented units of one product became the customer's own (rental.owned): they leave the store's
     * units, their serials with them. False when it rents none (let go already, or taken back).
     */
    letGo: (orderId: string, productId: string): Promise<boolean> =>
      moveRentedHold(orderId, productId, (quantity) => ({
        update: { $inc: { 'units.rented': -quantity, unitsRevision: 1 }, $pull: { rentedTo: { orderId }, serials: { orderId, status: 'rented' } } },
      })),
  };
}

export type UnitReturns = ReturnType<typeof createUnitReturns>;
