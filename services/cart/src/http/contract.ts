import { defineContract } from '@rto/kit';
import { z } from 'zod';
import { MAX_CART_ITEMS, PLUG_TYPE_MESSAGE, PLUG_TYPES, TV_SIZE_MESSAGE, TV_SIZES } from '../domain/cart';

/**
 * cart's public API: paths and fields are the spec's (sections 3, 7). Handlers parse with these schemas and the
 * gateway's OpenAPI document is built from them, so the two cannot drift apart.
 */

const tvSize = z.literal(TV_SIZES, { error: TV_SIZE_MESSAGE }).describe('TV size in inches');
const plugType = z.enum(PLUG_TYPES, { error: PLUG_TYPE_MESSAGE });
const productId = z.string({ error: 'A cart item id must be text' }).trim().max(64, 'A cart item id must be at most 64 characters');

/**
 * One item as the storefront keeps it: a copy of the product plus the customer's choice. Only the product id and
 * the choice are read; the copied name, price, photo and features are ignored (the catalogue is the authority).
 */
const cartItemInput = z
  .object({
    _id: productId.optional(),
    id: productId.optional(),
    tvSize: tvSize.optional(),
    comboItem: z
      .object({ plugType, plugDescription: z.string().max(200).optional() }, { error: 'comboItem must be an object with a plugType' })
      .optional(),
  })
  .refine((item) => Boolean(item._id || item.id), 'Each cart item needs the id of its product')
  .transform((item) => ({ productId: (item._id || item.id)!, tvSize: item.tvSize, plugType: item.comboItem?.plugType }));

const cartLine = z.object({
  id: z.string(),
  name: z.string(),
  monthly_price: z.number().describe('Dollars per month for this line (a TV: the product price times its size)'),
  photo: z.string(),
  tvSize: tvSize.optional().describe('A TV line only: its size in inches'),
  comboItem: z
    .object({ plugType, plugDescription: z.string().describe("As the storefront shows it, e.g. '4-prong 220V USA Homes'") })
    .optional()
    .describe('A combo set only: the dryer plug chosen'),
});

export const cartView = z.object({
  items: z.array(cartLine),
  tvSize: tvSize.nullable().describe('The chosen TV size in inches, or null'),
  monthlyTotalCents: z.number().int().nonnegative().describe("What is drafted each month: the sum of the lines' prices, integer cents"),
  deliveryFeeCents: z.number().int().nonnegative().describe('2500 for a single item, 0 for two or more (and for an empty cart), integer cents'),
  totalTodayCents: z.number().int().nonnegative().describe("Today's payment: the first month plus the delivery fee, integer cents"),
});

export const cartContract = defineContract({
  addItemsToCart: {
    method: 'post',
    path: '/addItemsToCart',
    access: 'customer',
    tag: 'Cart',
    summary: "Replace the customer's cart; names and prices come from the catalogue",
    body: z.object({
      cartItems: z
        .array(cartItemInput, { error: 'cartItems must be a list of cart items' })
        .max(MAX_CART_ITEMS, `A cart can hold at most ${MAX_CART_ITEMS} items`),
    }),
    response: z.object({ message: z.string(), cartItems: cartView }),
    errors: { 409: "A chosen product is not on offer (rented, in maintenance or discontinued): 'Smart TV is not available to rent right now'" },
  },
  updateTvscreen: {
    method: 'patch',
    path: '/updateTvscreen',
    access: 'customer',
    tag: 'Cart',
    summary: 'Store the TV size the customer chose',
    body: z.object({ tvSize }),
    response: z.object({ message: z.string(), tvSize }),
  },
  getCartItems: {
    method: 'get',
    path: '/getCartItems',
    access: 'customer',
    tag: 'Cart',
    summary: "The signed-in customer's cart",
    response: z.object({ cartItems: cartView }),
  },
});
