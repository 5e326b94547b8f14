import { defineContract, optionalLine } from '@rto/kit';
import { deliveryAddress, schedulingInternalContract } from '@rto/contracts';
import { z } from 'zod';
import { orderAccountContract } from './account-contract';
import { orderAgreementContract } from './agreement-contract';
import { orderAddressContract } from './address-contract';
import { orderAdminContract } from './admin-contract';
import { orderDeliveryContract } from './delivery-contract';
import { orderRepairContract } from './repair-contract';
import { orderReturnContract } from './return-contract';
import { AGREEMENT_HASH } from '../domain/agreement-hash';
import { orderView } from './order-view';

export { orderItemView, orderView } from './order-view';

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
  locationName: optionalLine('locationName', 300).describe('The place as the customer picked it, e.g. "Indianapolis, Indiana"'),
  deliveryAddress: deliveryAddress
    .optional()
    .describe('The street address (added to the spec): without it the order is placed but waits for it ("address needed", PATCH /setDeliveryAddress/{orderId})'),
  stairs: z.boolean({ error: 'stairs must be true or false' }).optional().describe('The answer to "Do you have Stairs?" (added to the spec)'),
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
    body: deliveryChoice.extend({
      agreementHash: z
        .string({ error: 'agreementHash must be 64 lowercase hex characters' })
        .regex(AGREEMENT_HASH, 'agreementHash must be 64 lowercase hex characters')
        .optional()
        .describe(
          'The hash of the agreement the customer signed (POST /draftAgreement; added to the spec): when sent, the order is placed only if it prices exactly as that agreement did, and keeps the hash',
        ),
    }),
    headers: z.object({
      'Idempotency-Key': z
        .string()
        .regex(new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY}}$`), `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY} visible characters`)
        .optional()
        .describe('Any visible ASCII text (a UUID): the same key again within IDEMPOTENCY_KEY_TTL (a day) answers the same order'),
    }),
    status: 201,
    response: z.object({ message: z.string(), order: orderView }),
    errors: {
      409:
        "'This time slot is already booked'; or the customer already has an order awaiting payment for another slot (`orderId`, `deliveryDate`, `deliveryTime` name it: one unpaid order per customer); " +
        'or a product in the cart is no longer available (`productId`; nothing is placed); ' +
        "or, with `agreementHash`, `code: 'agreement-changed'`: 'Your order changed after the agreement was written. Please read and sign the agreement again.' (the cart or its prices changed since the agreement was drafted; nothing is placed, no slot is held); " +
        "or 'This account was deleted: it cannot order or sign anything' (a request that reached order after its customer was deleted)",
      422:
        'The slot can no longer be booked, in words for the customer (a past date or slot, a day without deliveries, beyond the booking horizon, a date that does not exist); ' +
        'or the Idempotency-Key was used before for a different request; ' +
        "or, with `agreementHash`, `code: 'agreement-not-on-file'`: 'The agreement you signed is no longer on file. Please open the agreement again.' (no such agreement drafted for this customer, or it expired; nothing is placed)",
      429: "Too many orders from this customer (the gateway's per-customer limit); Retry-After says when to try again",
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
        deliveryAddress: true,
        addressNeeded: true,
        status: true,
        monthlyTotal: true,
        deliveryFee: true,
        totalToday: true,
        createdAt: true,
      }),
    }),
    errors: { 404: 'The customer has placed no order' },
  },
  ...orderAdminContract,
  ...orderAccountContract,
  ...orderAgreementContract(deliveryChoice),
  ...orderAddressContract,
  ...orderDeliveryContract,
  ...orderRepairContract,
  ...orderReturnContract,
});
