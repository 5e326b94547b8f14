import { newEvent, trusted } from '@rto/kit';
import { productUpdated } from '@rto/contracts';
import { presentProduct, STOCK_STATUSES, type StockStatus } from '../domain/product';
import { ADMIN_HELD, derivedStockStatus, serialsFor, unitsForStatus, type UnitCounts, type UnitLine } from '../domain/units';
import type { ProductDocument } from './product.model';
import { asObjectId, FIELDS, toRecord, type Lean } from './product.repository';
import type { Model } from 'mongoose';

const SOURCE = 'catalog';
const MAX_ATTEMPTS = 10;

/** What holding one product's units for an order came to. */
export type HoldOutcome = { kind: 'held' } | { kind: 'already' } | { kind: 'none-left' | 'withdrawn'; name: string } | { kind: 'missing' };

type Holds = { reservedFor?: Array<{ orderId: string; quantity: number }>; rentedTo?: Array<{ orderId: string; quantity: number }> };

/**
 * The units of products, on the product's own document: the database has no transactions, so every change is one
 * conditional single-document update. An order's hold is written with the order's id beside the counts, in the same
 * update, so a retry finds it instead of holding twice. Every change grows `unitsRevision`.
 */
export function createProductUnits(Product: Model<ProductDocument>) {
  /** The hold an order has on a product: its quantity as reserved, or as rented; null when it has none. */
  async function holdOf(productId: string, orderId: string): Promise<{ name: string; stockStatus: StockStatus; reserved?: number; rented?: number } | null> {
    const product = await Product.findById(asObjectId(productId)).select({ name: 1, stockStatus: 1, reservedFor: 1, rentedTo: 1 }).lean<{ name: string; stockStatus: StockStatus } & Holds>();
    if (!product) return null;
    return {
      name: product.name,
      stockStatus: product.stockStatus,
      reserved: product.reservedFor?.find((hold) => hold.orderId === orderId)?.quantity,
      rented: product.rentedTo?.find((hold) => hold.orderId === orderId)?.quantity,
    };
  }

  /** Moves an order's reserved units of one product elsewhere (back on the shelf, or to the customer's home). */
  async function moveReserved(orderId: string, productId: string, to: 'available' | 'rented'): Promise<boolean> {
    const _id = asObjectId(productId);
    const hold = _id ? await holdOf(productId, orderId) : null;
    if (!_id || hold?.reserved === undefined) return false;
    const quantity = hold.reserved;
    const serials = serialsFor(productId, orderId, quantity);
    const delivered = { rentedTo: { orderId, quantity, serials }, serials: { $each: serials.map((serial) => ({ serial, status: 'rented', orderId })) } };
    const written = await Product.updateOne(
      { _id, reservedFor: trusted({ $elemMatch: { orderId, quantity } }) },
      {
        $inc: { 'units.reserved': -quantity, [`units.${to}`]: quantity, unitsRevision: 1 },
        $pull: { reservedFor: { orderId } },
        ...(to === 'rented' ? { $push: delivered } : {}),
      },
    );
    return written.modifiedCount === 1;
  }

  return {
    /** Gives every product stored before units were counted the count its status tells. How many got one. */
    async giveDefaultUnits(): Promise<number> {
      let given = 0;
      for (const status of STOCK_STATUSES) {
        const written = await Product.updateMany({ units: trusted({ $exists: false }), stockStatus: status }, { $set: { units: unitsForStatus(status), unitsRevision: 0 } });
        given += written.modifiedCount;
      }
      return given;
    },

    /** Holds `quantity` units of one product for the order, if that many are available (available -> reserved). */
    async hold(orderId: string, line: UnitLine): Promise<HoldOutcome> {
      const _id = asObjectId(line.productId);
      if (!_id) return { kind: 'missing' };
      const written = await Product.updateOne(
        { _id, stockStatus: trusted({ $nin: ADMIN_HELD }), 'units.available': trusted({ $gte: line.quantity }), 'reservedFor.orderId': trusted({ $ne: orderId }), 'rentedTo.orderId': trusted({ $ne: orderId }) },
        { $inc: { 'units.available': -line.quantity, 'units.reserved': line.quantity, unitsRevision: 1 }, $push: { reservedFor: { orderId, quantity: line.quantity } } },
      );
      if (written.modifiedCount === 1) return { kind: 'held' };
      const hold = await holdOf(line.productId, orderId);
      if (!hold) return { kind: 'missing' };
      if (hold.reserved !== undefined || hold.rented !== undefined) return { kind: 'already' };
      return { kind: ADMIN_HELD.includes(hold.stockStatus) ? 'withdrawn' : 'none-left', name: hold.name };
    },

    /** Puts an order's reserved units of one product back on the shelf. False when it held none (freed already). */
    free: (orderId: string, productId: string) => moveReserved(orderId, productId, 'available'),

    /** The order's reserved units of one product are in the customer's home now (reserved -> rented), with serials. */
    rent: (orderId: string, productId: string) => moveReserved(orderId, productId, 'rented'),

    /** The products an order holds reserved units of. */
    async reservedBy(orderId: string): Promise<string[]> {
      const rows = await Product.find({ 'reservedFor.orderId': orderId }).select({ _id: 1 }).lean<Array<{ _id: unknown }>>();
      return rows.map((row) => String(row._id));
    },

    /** Whether an order has rented units of any product (a freeing that comes after the delivery has nothing to do). */
    async rentedBy(orderId: string): Promise<boolean> {
      return (await Product.exists({ 'rentedTo.orderId': orderId })) !== null;
    },

    /**
     * The admin's counts of units on the shelf and in maintenance, as counted now; reserved and rented follow orders
     * and are never set here. False: no such product.
     */
    async setCounts(productId: string, counts: Partial<Pick<UnitCounts, 'available' | 'maintenance'>>): Promise<boolean> {
      const _id = asObjectId(productId);
      if (!_id) return false;
      const set = Object.fromEntries(Object.entries(counts).filter(([, value]) => value !== undefined).map(([key, value]) => [`units.${key}`, value]));
      if (Object.keys(set).length === 0) return (await Product.exists({ _id })) !== null;
      const written = await Product.updateOne({ _id }, { $set: set, $inc: { unitsRevision: 1 } });
      return written.matchedCount === 1;
    },

    /**
     * Writes the stock status that follows from the units (with `product.updated`), only if the units did not change
     * since they were read: whoever changed them last settles it. True when the status changed.
     */
    async settleStatus(productId: string): Promise<boolean> {
      const _id = asObjectId(productId);
      if (!_id) return false;
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const stored = await Product.findById(_id).select({ ...FIELDS, unitsRevision: 1 }).lean<Lean & { unitsRevision?: number }>();
        if (!stored) return false;
        const current = toRecord(stored);
        const stockStatus = derivedStockStatus(current.stockStatus, current.units);
        if (stockStatus === current.stockStatus) return false;
        const next = { ...current, stockStatus, version: current.version + 1 };
        const written = await Product.updateOne(
          { _id, __v: current.version, unitsRevision: stored.unitsRevision ?? 0 },
          { $set: { stockStatus }, $inc: { __v: 1 }, $push: { outbox: newEvent(SOURCE, productUpdated, presentProduct(next)) } },
        );
        if (written.matchedCount === 1) return true;
      }
      return false;
    },
  };
}

export type ProductUnits = ReturnType<typeof createProductUnits>;
