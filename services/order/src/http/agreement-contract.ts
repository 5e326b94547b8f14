import { draftDaySchema } from '@rto/contracts';
import { DRAFT_DAYS } from '@rto/rules';
import { defineContract, objectId, optionalLine, requiredLine } from '@rto/kit';
import { z } from 'zod';
import type { deliveryChoice } from './contract';

const draftDay = draftDaySchema(DRAFT_DAYS);

/**
 * The rental agreement composed on the server (issue 21, item 7), added to the spec's paths; part of `orderContract`.
 * Built from the delivery choice schema (POST /createOrder's body), passed in by contract.ts, which spreads this.
 */

const section = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

const agreementText = z.object({
  agreementVersion: z.string().describe("'1.0': the version storeBilling's agreement names"),
  title: z.string(),
  sections: z.array(section).describe('The whole text, in order: what the dialog shows and the PDF prints'),
  hash: z.string().describe('SHA-256 (hex) of the canonical serialisation of exactly this text (version, title, sections): send it as storeBilling\'s agreement.agreementHash'),
});

export function orderAgreementContract(choice: typeof deliveryChoice) {
  return defineContract({
    draftAgreement: {
      method: 'post',
      path: '/draftAgreement',
      access: 'customer',
      tag: 'Orders',
      summary:
        "The rental agreement for the order the caller is about to place: their server cart priced with the catalogue's prices (client-sent prices are ignored), " +
        'each item with its size or plug and cost to own, the delivery address and time, today\'s charge by line, the draft day and first draft date, how the monthly rent is collected (from the saved card, or by e-mailed invoice), and the disclosures of the rental-purchase law (Indiana). ' +
        'Kept under its hash for a day (for good once signed), so the order can show it again (GET /getAgreement/{orderId}). The same request again answers the same text and hash (the date it names is today\'s)',
      body: choice.extend({
        draftDay,
        saveCard: z
          .boolean({ error: 'saveCard must be true or false' })
          .default(true)
          .describe(
            'The billing page\'s "Save this card for recurring payments", as storeBilling will be sent it: true (the default) says each month\'s rent is drafted from the card; ' +
              "false says the card pays today's payment only and each month's invoice is e-mailed on the draft day to be paid with Pay Now. The two give different texts and hashes",
          ),
        customerName: requiredLine('customerName', 'Please enter your name', 120).describe('The Lessee, as the signature area shows them'),
        typedSignature: optionalLine('typedSignature', 120)
          .nullable()
          .describe('The name typed to sign (the agreement says it was signed by typing it); absent or null for a drawn signature'),
      }),
      status: 200,
      response: agreementText,
      errors: {
        409:
          'A product in the cart is no longer available (`productId` names it); an empty cart, or one naming a product that has gone, is a 400; ' +
          "or 'This account was deleted: it cannot order or sign anything' (a request that reached order after its customer was deleted)",
        429: "Too many drafts from this customer (the gateway's per-customer limit); Retry-After says when to try again",
      },
    },
    getAgreement: {
      method: 'get',
      path: '/getAgreement/:orderId',
      access: 'customer',
      tag: 'Orders',
      summary: "The signed agreement of one of the caller's orders, to download again: the text as signed (with its hash), who signed, when, and the signature images",
      params: z.object({ orderId: objectId('orderId must be an order id') }),
      response: z.object({
        agreement: agreementText.extend({
          orderId: z.string(),
          customerName: z.string(),
          signedDate: z.string().describe("The signer's local date, as their browser wrote it"),
          signatureTimestamp: z.string().describe('ISO time of signing'),
          customerSignature: z.string().describe('PNG data URL'),
          lessorSignature: z.string().describe('PNG data URL'),
        }),
      }),
      errors: { 404: "'No signed agreement was found for this order': not the caller's order (another customer's is not found either), or no agreement with a kept text was signed for it" },
    },
  });
}
