import { changeUnderRevision, newEvent, type Connection, type HandlerContext } from '@rto/kit';
import { monthlyTotalCents } from '@rto/rules';
import { isPlugType, isTvSize, plugDescriptionOf, type CartLine, type TvSize } from '../domain/cart';
import { cartUpdated } from '@rto/contracts';
import { cartModel, type CartDocument } from './cart.model';

const SOURCE = 'cart';
const MAX_ATTEMPTS = 5;
const BUSY = 'Your cart is being changed by another request, please try again';

/** A cart as the rest of the service sees it: a plain object, never a mongoose document. */
export interface CartRecord {
  userId: string;
  items: CartLine[];
  tvSize: TvSize | null;
}

export type CartChangeReason = 'items-replaced' | 'tv-size-chosen' | 'order-paid' | 'user-deleted';

type StoredLine = CartDocument['items'][number];

function toLine(stored: StoredLine): CartLine {
  const line: CartLine = { productId: stored.productId, name: stored.name, photo: stored.photo ?? '', monthlyPriceCents: stored.monthlyPriceCents };
  if (isTvSize(stored.tvSize)) line.tvSize = stored.tvSize;
  if (isPlugType(stored.plugType)) line.comboItem = { plugType: stored.plugType, plugDescription: stored.plugDescription ?? plugDescriptionOf(stored.plugType) };
  return line;
}

/** A line as its `cart.updated` event carries it: the plug without its description, no photo. */
function eventLineOf(line: CartLine) {
  return {
    productId: line.productId,
    name: line.name,
    monthlyPriceCents: line.monthlyPriceCents,
    ...(line.tvSize !== undefined ? { tvSize: line.tvSize } : {}),
    ...(line.comboItem ? { plugType: line.comboItem.plugType } : {}),
  };
}

function toStored(line: CartLine): StoredLine {
  return {
    ...eventLineOf(line),
    photo: line.photo,
    ...(line.comboItem ? { plugDescription: line.comboItem.plugDescription } : {}),
  } as StoredLine;
}

function toRecord(cart: Pick<CartDocument, 'userId' | 'items' | 'tvSize'>): CartRecord {
  return { userId: cart.userId, items: (cart.items ?? []).map(toLine), tvSize: isTvSize(cart.tvSize) ? cart.tvSize : null };
}

/** The only code that knows how carts are stored. Every change carries its `cart.updated` event in the same write. */
export function createCartRepository(connection: Connection) {
  const Cart = cartModel(connection);

  function eventOf(userId: string, reason: CartChangeReason, next: CartRecord) {
    return newEvent(SOURCE, cartUpdated, {
      userId,
      reason,
      items: next.items.map(eventLineOf),
      tvSize: next.tvSize,
      monthlyTotalCents: monthlyTotalCents(next.items),
    });
  }

  /**
   * Applies `change` to the customer's cart (live or not; created on the first change) as one write under the
   * cart's revision, with its event. `change` returns null when there is nothing to change (no write, no event).
   * A cart that keeps changing under it gives up as busy (503: nothing was written, try again).
   */
  function mutate(
    userId: string,
    reason: CartChangeReason,
    change: (current: CartRecord | null) => (CartRecord & { deleted?: boolean }) | null,
    handling?: Pick<HandlerContext, 'handledKey'>,
  ): Promise<CartRecord | null> {
    return changeUnderRevision<CartDocument, CartRecord | null>(
      Cart,
      { userId },
      (stored) => {
        const current = stored && !stored.deletedAt ? toRecord(stored) : null;
        const next = change(current);
        if (!next) return { unchanged: current };
        return {
          set: { items: next.items.map(toStored), tvSize: next.tvSize, deletedAt: next.deleted ? new Date() : null },
          events: [eventOf(userId, reason, next)],
          result: { userId, items: next.items, tvSize: next.tvSize },
        };
      },
      { upsert: true, maxAttempts: MAX_ATTEMPTS, busyMessage: BUSY, ...(handling ? { handling } : {}) },
    );
  }

  return {
    model: Cart,

    async findByUser(userId: string): Promise<CartRecord | null> {
      const cart = await Cart.findOne({ userId, deletedAt: null }).lean<CartDocument>();
      return cart ? toRecord(cart) : null;
    },

    /** Replaces the whole cart with freshly priced lines. */
    async replaceItems(userId: string, items: CartLine[], tvSize: TvSize | null): Promise<CartRecord> {
      return (await mutate(userId, 'items-replaced', () => ({ userId, items, tvSize })))!;
    },

    /** Stores the chosen TV size, keeping the items. */
    async chooseTvSize(userId: string, tvSize: TvSize): Promise<CartRecord> {
      return (await mutate(userId, 'tv-size-chosen', (current) => ({ userId, items: current?.items ?? [], tvSize })))!;
    },

    /**
     * Empties the cart once an order's first payment went through; nothing happens when it is already empty or absent. The order's event is
     * marked in the cart by the same write, so a redelivery never empties a cart the customer has filled since.
     */
    async empty(userId: string, handling: Pick<HandlerContext, 'handledKey'>): Promise<void> {
      await mutate(
        userId,
        'order-paid',
        (current) => (current && (current.items.length > 0 || current.tvSize !== null) ? { userId, items: [], tvSize: null } : null),
        handling,
      );
    },

    /** Forgets the cart of a deleted account: emptied at once, the tombstone removed once its event is out. */
    async removeForDeletedUser(userId: string): Promise<void> {
      await mutate(userId, 'user-deleted', (current) => (current ? { userId, items: [], tvSize: null, deleted: true } : null));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
