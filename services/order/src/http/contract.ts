import { defineContract, optionalText } from '@rto/kit';
import { schedulingInternalContract } from '@rto/scheduling/internal-contract';
import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/order-status';

/**
 * order's public API: the spec's paths and fields (sections 3, 7). Handlers parse with these schemas and the
 * gateway's OpenAPI document is built from them.
 */

/** The longest Idempotency-Key taken (a UUID is 36 characters). */
export const MAX_IDEMPOTENCY_KEY = 200;

const LOCATION_MESSAGE = 'Please select a delivery location';

/** The slot's date and time are checked exactly as scheduling checks them when the slot is claimed. */
const slot = schedulingInternalContract.claimSlot.body.shape;

const coordinate = (name: 'lat' | 'lng', limit: number, what: string) => {
  const message = `location.${name} must be a ${what} between -${limit} and ${limit}`;
  return z.number({ error: message }).min(-limit, message).max(limit, message);
};

/** The delivery choice of the billing page (spec 3): where and when, and the total the customer saw. */
export const deliveryChoice = z.object({
  location: z.object({ lat: coordinate('lat', 90, 'latitude'), lng: coordinate('lng', 180, 'longitude') }, { error: LOCATION_MESSAGE }),
  deliveryDate: slot.deliveryDate,
  deliveryTime: slot.deliveryTime,
  totalCost: z
    .union([z.number(), z.string().trim().regex(/^\d{1,9}(\.\d{1,2})?$/).transform(Number)], { error: 'totalCost must be an amount of dollars' })
    .optional()
    .describe("The total the customer saw, in dollars: compared with the server's and logged, never charged"),
  locationName: optionalText('locationName', 300).describe('The place as the customer picked it, e.g. "Indianapolis, Indiana"'),
});

export type DeliveryChoice = z.infer<typeof deliveryChoice>;

const plugChoice = z.object({
  plugType: z.string().describe("'3-prong' or '4-prong'"),
  plugDescription: z.string().describe("As the storefront shows it, e.g. '4-prong 220V USA Homes'"),
});

/** One item of an order: the product as it was when ordered (spec 3, order item). */
export const orderItemView = z.object({
  _id: z.string().describe("The product's id"),
  name: z.string(),
  monthly_price: z.number().describe('Dollars per month for this item (a TV: its price per inch times its size)'),
  stock_status: z.string(),
  photo: z.string(),
  category: z.string(),
  tvSize: z.number().optional().describe('A TV only: its size in inches'),
  comboItem: plugChoice.optional().describe('A combo set only: the dryer plug chosen'),
});

export const orderView = z.object({
  _id: z.string(),
  user: z.string().describe("The customer's id"),
  status: z.enum(ORDER_STATUSES),
  subscriptionId: z.string().nullable().describe('The payment subscription, once the order is active'),
  items: z.array(orderItemView).describe('Every item ordered, combo sets included'),
  comboItem: z
    .array(plugChoice.extend({ _id: z.string(), name: z.string(), monthly_price: z.literal(0) }))
    .describe("The plug choices of the order's combo sets; each set's price is on its item (monthly_price here is 0)"),
  location: z.array(z.object({ lat: z.number(), lng: z.number() })).describe('The delivery location: one entry'),
  locationName: z.string(),
  deliveryDate: z.string().describe('YYYY-MM-DD'),
  deliveryTime: z.string().describe("One of the 12 slots, e.g. '3:00 PM'"),
  monthlyTotal: z.number().describe('Dollars drafted each month: the sum of the items'),
  deliveryFee: z.number().describe('Dollars: 25 for a single item, 0 for two or more'),
  totalToday: z.number().describe('Dollars taken by the first payment: the monthly total plus the delivery fee'),
  cancellation: z.object({ reason: z.string(), message: z.string() }).nullable().describe('Why a cancelled order was cancelled'),
  createdAt: z.string(),
});

export const orderContract = defineContract({
  createOrder: {
    method: 'post',
    path: '/createOrder',
    access: 'customer',
    tag: 'Orders',
    summary:
      "Place an order for the customer's cart, priced on the server, for the delivery slot chosen (claimed at once). " +
      'The order is pending until its subscription starts with the billing stored by POST /storeBilling (sent before or after). ' +
      'The same request again (the same Idempotency-Key header, or the same choice within a minute, or while the order is pending) answers the same order',
    body: deliveryChoice,
    status: 201,
    response: z.object({ message: z.string(), order: orderView }),
    errors: {
      409: "'This time slot is already booked'",
      422:
        'The slot can no longer be booked, in words for the customer (a past date or slot, a day without deliveries, beyond the booking horizon, a date that does not exist); ' +
        'or the Idempotency-Key was used before for a different request',
    },
  },
  getRecentOrder: {
    method: 'get',
    path: '/getRecentOrder',
    access: 'customer',
    tag: 'Orders',
    summary: "The signed-in customer's most recent order, for the confirmation page",
    response: z.object({
      data: orderView.pick({
        _id: true,
        items: true,
        deliveryDate: true,
        deliveryTime: true,
        locationName: true,
        status: true,
        monthlyTotal: true,
        deliveryFee: true,
        totalToday: true,
        createdAt: true,
      }),
    }),
    errors: { 404: 'The customer has placed no order' },
  },
});
