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
  /** The process placing its order (null: stored before processes were told apart). */
  instance: string | null;
}

const toRecord = (request: OrderRequestDocument): OrderRequestRecord => ({
  key: request._id,
  user: request.user,
  orderId: request.orderId,
  fingerprint: request.fingerprint,
  expiresAt: request.expiresAt,
  createdAt: request.createdAt,
  instance: request.instance ?? null,
});

/** The process of a request that failed midway and left its order to a repeat: one that never beats. */
const LEFT = 'left';

/** What a request that takes a key sets on it. */
type Taking = Pick<OrderRequestRecord, 'orderId' | 'fingerprint' | 'expiresAt'> & { instance?: string | null };

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
        await OrderRequest.create({ _id: request.key, user: request.user, orderId: request.orderId, fingerprint: request.fingerprint, expiresAt: request.expiresAt, instance: request.instance });
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

    /**
     * Moves a key from the order it named (expired, never placed, or left by a process that is gone) to `request`'s
     * order and process; false when someone else did first. `fromInstance`: only while that process still holds it.
     */
    async takeOver(key: string, from: string, request: Taking, fromInstance?: string | null): Promise<boolean> {
      const moved = await OrderRequest.updateOne(
        { _id: key, orderId: from, ...(fromInstance !== undefined ? { instance: fromInstance } : {}) },
        {
          $set: {
            orderId: request.orderId,
            fingerprint: request.fingerprint,
            expiresAt: request.expiresAt,
            createdAt: new Date(),
            ...(request.instance !== undefined ? { instance: request.instance } : {}),
          },
        },
        { timestamps: false },
      );
      return moved.modifiedCount === 1;
    },

    /**
     * Lets go of the keys a failed request held, so that sending it again tries again. `instance`: only those this
     * process still holds (a repeat may have carried on with them since).
     */
    async release(keys: readonly string[], orderId: string, instance?: string): Promise<void> {
      await OrderRequest.deleteMany({ _id: trusted({ $in: [...keys] }), orderId, ...(instance !== undefined ? { instance } : {}) });
    },

    /** Hands the keys of a request that failed midway to whichever repeat of it comes first (no process holds them). */
    async leave(keys: readonly string[], orderId: string, instance: string): Promise<void> {
      await OrderRequest.updateMany({ _id: trusted({ $in: [...keys] }), orderId, instance }, { $set: { instance: LEFT } }, { timestamps: false });
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
