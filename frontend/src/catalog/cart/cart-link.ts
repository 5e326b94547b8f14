/** The router state a link sends to open the cart overlay on /appliance (the header's cart badge). */
export const OPEN_CART_STATE = { openCart: true } as const;

export function asksToOpenCart(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { openCart?: unknown }).openCart === true;
}
