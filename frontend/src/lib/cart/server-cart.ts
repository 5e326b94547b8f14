import { api, type CartChoice } from '../../api';

/**
 * The cart pushed to the server (POST /addItemsToCart replaces the whole cart), then the TV size when one was chosen
 * (spec 4): the checkout and a guest's picks joining the account's cart at log-in both save it so.
 */
export async function saveServerCart(cartItems: readonly CartChoice[], tvSize: number | undefined): Promise<void> {
  await api.addItemsToCart(cartItems);
  if (tvSize) await api.updateTvScreen(tvSize);
}
