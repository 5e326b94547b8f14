import { useEffect, useEffectEvent, useRef } from 'react';
import { clearDeliveryChoice, saveDeliveryChoice, type StoredDeliveryChoice } from '../lib/delivery-choice-storage';
import type { ServerCart } from './delivery-rules';

type Remembered = Omit<StoredDeliveryChoice, 'cart'>;

/** The cart a choice was made for: its lines' ids, in a stable order. */
export function cartKeyOf(cart: Pick<ServerCart, 'items'>): string {
  return cart.items
    .map((item) => String(item.id))
    .sort()
    .join(',');
}

/**
 * Keeps the delivery choice for Back from /billing and a reload (the page reads it once, before its first render,
 * so the confirm step shows at once). Once the cart has loaded, a choice made for another cart is dropped
 * (`onForeign` puts the page back to its defaults); from then on every change is stored.
 */
export function useRememberedChoice(remembered: StoredDeliveryChoice | null, cart: Pick<ServerCart, 'items'> | undefined, current: Remembered, onForeign: () => void) {
  const checked = useRef(false);
  const dropForeign = useEffectEvent(onForeign);
  const cartKey = cart ? cartKeyOf(cart) : undefined;
  const { place, date, slot, stairs, address, step, scheduled } = current;

  useEffect(() => {
    if (cartKey === undefined) return;
    if (!checked.current) {
      checked.current = true;
      if (remembered && remembered.cart !== cartKey) {
        clearDeliveryChoice();
        dropForeign();
        return;
      }
    }
    saveDeliveryChoice({ cart: cartKey, place, date, slot, stairs, address, step, scheduled });
  }, [cartKey, place, date, slot, stairs, address, step, scheduled, remembered]);
}
