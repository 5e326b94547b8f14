import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import { orderRequestModel, type OrderRequestDocument } from './order.model';

/** A request that placed (or is placing) an order, found by the key a repeat of it carries. */
export interface OrderRequestRecord {
  key: string;
  user: string;
  orderId: string;
  fingerprint: string;
  expiresAt: Date;
  createdAt: Date;
}

const toRecord = (request: OrderRequestDocument): OrderRequestRecord => ({
  key: request._id,
  user: request.user,
  orderId: request.orderId,
  fingerprint: request.fingerprint,
  expiresAt: request.expiresAt,
  createdAt: request.createdAt,
});

/** The only code that knows how order requests are stored: one per key, claimed by inserting it. */
export function createOrderRequestRepository(connection: Connection) {
  const OrderRequest = orderRequestModel(connection);

  return {
    model: OrderRequest,

    /**
     * Claims `key` for a new order. When the key is held already, answers the request holding it (even one that
     * expired: the caller decides whether to take it over).
     */
    async claim(request: Omit<OrderRequestRecord, 'createdAt'>): Promise<{ claimed: true } | { claimed: false; holder: OrderRequestRecord }> {
      try {
        await OrderRequest.create({ _id: request.key, user: request.user, orderId: request.orderId, fingerprint: request.fingerprint, expiresAt: request.expiresAt });
        return { claimed: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const holder = await OrderRequest.findById(request.key).lean<OrderRequestDocument>();
      // Released in between: try again as if nothing held it.
      if (!holder) return this.claim(request);
      return { claimed: false, holder: toRecord(holder) };
    },

    async find(key: string): Promise<OrderRequestRecord | null> {
      const found = await OrderRequest.findById(key).lean<OrderRequestDocument>();
      return found ? toRecord(found) : null;
    },

    /** Moves a key from the order it named (expired, or never placed) to a new one; false when someone else did first. */
    async takeOver(key: string, from: string, request: Pick<OrderRequestRecord, 'orderId' | 'fingerprint' | 'expiresAt'>): Promise<boolean> {
      const moved = await OrderRequest.updateOne(
        { _id: key, orderId: from },
        { $set: { orderId: request.orderId, fingerprint: request.fingerprint, expiresAt: request.expiresAt, createdAt: new Date() } },
        { timestamps: false },
      );
      return moved.modifiedCount === 1;
    },

    /** Lets go of the keys a failed request held, so that sending it again tries again. */
    async release(keys: readonly string[], orderId: string): Promise<void> {
      await OrderRequest.deleteMany({ _id: trusted({ $in: [...keys] }), orderId });
    },

    /** Forgets every key of an order that was never placed. */
    async releaseOrder(orderId: string): Promise<void> {
      await OrderRequest.deleteMany({ orderId });
    },

    /** Removes what expired (nothing expires by itself on the local MongoDB). */
    async prune(now: Date): Promise<number> {
      const pruned = await OrderRequest.deleteMany({ expiresAt: trusted({ $lt: now }) });
      return pruned.deletedCount;
    },
  };
}

export type OrderRequestRepository = ReturnType<typeof createOrderRequestRepository>;
