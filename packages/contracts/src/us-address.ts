import { z } from 'zod';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES, addressProblems, type AddressFields } from './us-address-rule';

export * from './us-address-rule';

const text = (missing: string) => z.string({ error: missing }).trim();

/**
 * A delivery address as POST /createOrder and PATCH /setDeliveryAddress/{orderId} take it: the rule of
 * us-address-rule.ts (the SPA's form checks the same), each problem reported under its field's path.
 */
export const deliveryAddress = z
  .object(
    {
      street: text(ADDRESS_MESSAGES.street).describe(`Street and number, 1 to ${ADDRESS_LIMITS.street} characters`),
      unit: text(ADDRESS_MESSAGES.unitLong).optional().describe(`Apartment, suite or unit, at most ${ADDRESS_LIMITS.unit} characters`),
      city: text(ADDRESS_MESSAGES.city).describe(`1 to ${ADDRESS_LIMITS.city} characters`),
      state: text(ADDRESS_MESSAGES.state).toUpperCase().describe('Two-letter US state code, e.g. IN'),
      zipCode: text(ADDRESS_MESSAGES.zipCode).describe("Five digits, one of the state's ZIP codes"),
      accessNotes: text(ADDRESS_MESSAGES.notesLong).optional().describe(`How to get in (stairs, gate code), at most ${ADDRESS_LIMITS.accessNotes} characters`),
    },
    { error: 'deliveryAddress must be an object with street, city, state and zipCode' },
  )
  .strict()
  .superRefine((address, context) => {
    for (const [field, message] of Object.entries(addressProblems(address))) context.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((address): AddressFields => ({
    street: address.street,
    ...(address.unit ? { unit: address.unit } : {}),
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    ...(address.accessNotes ? { accessNotes: address.accessNotes } : {}),
  }));

export type DeliveryAddress = z.output<typeof deliveryAddress>;
