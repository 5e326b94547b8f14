import { z } from 'zod';
import { DELIVERY_STATUSES } from '../domain/delivery';
import { ORDER_STATUSES } from '../domain/order-status';
import { RETURN_CONDITIONS, RETURN_STATUSES } from '../domain/order-return';

/** An order as the public API shows it (spec 3): shared by the customer's paths and the admin's. */

const plugChoice = z.object({
  plugType: z.string().describe("'3-prong' or '4-prong'"),
  plugDescription: z.string().describe("As the storefront shows it, e.g. '4-prong 220V USA Homes'"),
});

/** A delivery address as stored (the rule of @rto/contracts' us-address). */
export const addressView = z.object({
  street: z.string(),
  unit: z.string().optional(),
  city: z.string(),
  state: z.string().describe('Two-letter US state code'),
  zipCode: z.string(),
  accessNotes: z.string().optional(),
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
  deliveryAddress: addressView.nullable().describe('The street address (added to the spec); null until the customer gives it'),
  addressNeeded: z.boolean().describe('Placed without a street address: the delivery is not confirmed until the customer gives it'),
  stairs: z.boolean().nullable().describe('The answer to "Do you have Stairs?"; null when not asked'),
  deliveryDate: z.string().describe('YYYY-MM-DD'),
  deliveryTime: z.string().describe("One of the 12 slots, e.g. '3:00 PM'"),
  monthlyTotal: z.number().describe('Dollars drafted each month: the sum of the items'),
  deliveryFee: z.number().describe('Dollars: 25 for a single item, 0 for two or more'),
  totalToday: z.number().describe('Dollars taken by the first payment: the monthly total plus the delivery fee'),
  cancellation: z.object({ reason: z.string(), message: z.string() }).nullable().describe('Why a cancelled order was cancelled'),
  deliveryStatus: z
    .enum(DELIVERY_STATUSES)
    .describe("The delivery visit, beside the status (added to the spec): 'scheduled' until it is made ('delivered': the term starts then) or 'missed' (pick a new time with PATCH /rescheduleDelivery/{orderId})"),
  deliveredAt: z.string().nullable().describe('ISO time the delivery was made; null before'),
  deliveryTechnician: z.string().nullable().describe('Who delivered it; null before'),
  deliveryNote: z.string().nullable().describe("The admin's note of the visit (delivered or missed); null when none"),
  returnStatus: z
    .enum(RETURN_STATUSES)
    .nullable()
    .describe("The return (added to the spec): null, 'booked' (a pickup is booked: rent is due until then) or 'returned' (the goods are back: the order is completed)"),
  pickupDate: z.string().nullable().describe('YYYY-MM-DD of the pickup booked; null when none'),
  pickupTime: z.string().nullable().describe("The pickup's slot, e.g. '3:00 PM'; null when none"),
  pickupBookedBy: z.enum(['customer', 'admin']).nullable().describe("Who booked the pickup: the customer ending the rental, or an admin (repossession); null when none"),
  returnedAt: z.string().nullable().describe('ISO time the goods were marked returned; null before'),
  returnCondition: z.enum(RETURN_CONDITIONS).nullable().describe("The goods' condition when returned; null before"),
  createdAt: z.string(),
});
