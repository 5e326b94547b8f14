/**
 * A guest's picks survive log-in: before the local cart is cleared (spec 3), what the visitor picked is added to
 * the account's server cart. The server cart is read, the union of both is sent back (POST /addItemsToCart replaces
 * the whole cart), and the guest's TV size is stored when one was chosen. Names and prices are never sent: the
 * server prices every line from the catalogue.
 */
import { api, type CartChoice, type CartItem, type ServerCartItem } from '../../api';
import { cartTvSize } from './cart-rules';
import { PLUG_OPTIONS } from './plug-types';
import { saveServerCart } from './server-cart';

function choiceOfServerLine(line: ServerCartItem): CartChoice {
  const plug = PLUG_OPTIONS.find((option) => option.comboItem.plugType === line.comboItem?.plugType);
  return { _id: line.id, tvSize: line.tvSize, comboItem: plug?.comboItem };
}

function choiceOfGuestItem(item: CartItem): CartChoice {
  return { _id: item._id, tvSize: item.tvSize, comboItem: item.comboItem };
}

/**
 * The server cart's lines, then the guest's picks that are not in it: one line per product. A product in both keeps
 * its place and takes the guest's choice (size or plug), the more recent one.
 */
export function mergeCartChoices(server: readonly ServerCartItem[], guest: readonly CartItem[]): CartChoice[] {
  const guestById = new Map(guest.map((item) => [item._id, item]));
  const merged = new Map<string, CartChoice>();
  for (const line of server) {
    if (merged.has(line.id)) continue;
    const picked = guestById.get(line.id);
    merged.set(line.id, picked ? choiceOfGuestItem(picked) : choiceOfServerLine(line));
  }
  for (const item of guest) {
    if (!merged.has(item._id)) merged.set(item._id, choiceOfGuestItem(item));
  }
  return [...merged.values()];
}

/**
 * Adds the guest's picks to the logged-in account's server cart; gives how many picks were added (0: nothing to do,
 * no call made). Throws when a call fails.
 */
export async function mergeGuestCart(guest: readonly CartItem[]): Promise<number> {
  if (guest.length === 0) return 0;
  const { cartItems } = await api.getCartItems();
  await saveServerCart(mergeCartChoices(cartItems.items, guest), cartTvSize(guest));
  return guest.length;
}
