/**
 * The rental agreement the customer signs (issue 21, item 7; spec 9), composed on the server from the order as priced
 * here: each item with its size or plug and its cost to own, where and when it is delivered, today's charge by line,
 * the draft day and first draft date, how the monthly rent is collected (from the card kept, or by e-mailed invoice),
 * and the disclosures a rental-purchase act asks for (Indiana's law governs).
 * Plain ASCII punctuation: the PDF's standard fonts print it as is. No I/O here.
 */

import { centsToDollars, dollarsToCents, EARLY_PAYOFF_SHARE, nextDraftDate, ownershipOf, PAYMENTS_TO_OWN, STORE_TIME_ZONE } from '@rto/rules';
import { careSection, governingLawSection, lateFeesSection, repossessionSection, scheduleASection, signatureSection, termSection } from './agreement-clauses';
import {
  addressLine,
  AGREEMENT_TITLE,
  AGREEMENT_VERSION,
  agreementDate,
  LESSOR_NAME,
  longDay,
  ordinal,
  usd,
  type AgreementSection,
  type AgreementTerms,
  type ComposedAgreement,
} from './agreement-terms';
import type { OrderItem } from './pricing';

/** The cost to own of a monthly amount, in cents (the ownership rule works in dollars). */
function ownershipCents(monthlyCents: number) {
  const own = ownershipOf(centsToDollars(monthlyCents));
  return { paymentsToOwn: own.paymentsToOwn, totalCents: dollarsToCents(own.totalCostToOwn), cashCents: dollarsToCents(own.cashPrice), payoffCents: dollarsToCents(own.earlyPayoff) };
}

/** 'Samsung 55" Smart TV, 55-inch screen' or 'Washer and Dryer Set, plug: 240V 3-prong (dryer)'. */
export function itemName(item: Pick<OrderItem, 'name' | 'tvSize' | 'comboItem'>): string {
  if (item.tvSize !== undefined) return `${item.name}, ${item.tvSize}-inch screen`;
  if (item.comboItem) {
    const description = item.comboItem.plugDescription.trim();
    return `${item.name}, plug type ${item.comboItem.plugType}${description ? ` (${description})` : ''}`;
  }
  return item.name;
}

function itemParagraph(item: OrderItem, index: number): string {
  const own = ownershipCents(item.monthlyPriceCents);
  return `Item ${index + 1}: ${itemName(item)}. Monthly rent ${usd(item.monthlyPriceCents)}; number of monthly payments to own ${own.paymentsToOwn}; total cost to own ${usd(own.totalCents)}; cash price ${usd(own.cashCents)}; cost of rental over the cash price ${usd(own.totalCents - own.cashCents)}.`;
}

function deliveryParagraphs({ delivery }: AgreementTerms): string[] {
  const where = delivery.address ? addressLine(delivery.address) : delivery.locationName?.trim() || 'the place the Lessee chose';
  const paragraphs = [
    `The property will be delivered to ${where} on ${longDay(delivery.date)} at ${delivery.time} by a certified technician, who installs it and checks that it works.`,
  ];
  const notes = delivery.address?.accessNotes?.trim();
  if (notes) paragraphs.push(`Access notes for the delivery: ${notes}`);
  return paragraphs;
}

/**
 * How each later month's rent is collected, as billing collects it: drafted from the card kept for recurring payments,
 * or, when the card is not kept (billing removes it after today's payment), invoiced by e-mail on the draft day and
 * paid with Pay Now, due that day. The authorisation to charge the card covers only what that card will pay.
 */
function monthlyCollectionParagraphs({ order, draftDay, saveCard }: AgreementTerms, firstDraft: string): string[] {
  const rent = usd(order.monthlyTotalCents);
  const day = `the ${ordinal(draftDay)} of each month (the draft day)`;
  const rentStaysDue = 'the rent of a month in which the property is kept stays due.';
  if (saveCard) {
    return [
      `Each later month's rent of ${rent} is drafted from that card on ${day}, the first draft on ${firstDraft}.`,
      `The Lessee authorises the Lessor and its card payment provider to charge that card for the rent, the fees of this Agreement and nothing else. The Lessee may change the card or pause billing from their account; ${rentStaysDue}`,
    ];
  }
  return [
    `The Lessee chose not to keep that card for recurring payments: it is removed once today's payment is made. Each later month's rent of ${rent} is invoiced by e-mail on ${day}, the first invoice on ${firstDraft}, and the Lessee pays each invoice with Pay Now on their account by its due date, the draft day.`,
    `The Lessee authorises the Lessor and its card payment provider to charge that card for today's payment only. If the Lessee later saves a card for recurring payments from their account, the rent is drafted from that card from then on. The Lessee may pause billing from their account; ${rentStaysDue}`,
  ];
}

function paymentSection(terms: AgreementTerms): AgreementSection {
  const { order, draftDay, now } = terms;
  const firstDraft = longDay(nextDraftDate(now, draftDay, STORE_TIME_ZONE));
  const deliveryLine = order.deliveryFeeCents > 0 ? `delivery fee ${usd(order.deliveryFeeCents)}` : 'delivery fee $0.00 (free for two or more items)';
  return {
    heading: '3. Rent and payment',
    paragraphs: [
      `The rent is ${usd(order.monthlyTotalCents)} per month, the sum of the monthly rents of the items above.`,
      `Charged today with the card the Lessee entered: first month's rent ${usd(order.monthlyTotalCents)}; ${deliveryLine}; total charged today ${usd(order.todayChargeCents)}.`,
      ...monthlyCollectionParagraphs(terms, firstDraft),
    ],
  };
}

function disclosureSection({ order }: AgreementTerms): AgreementSection {
  const own = ownershipCents(order.monthlyTotalCents);
  return {
    heading: '4. Disclosures',
    paragraphs: [
      `Total of payments to own: ${own.paymentsToOwn} monthly payments of ${usd(order.monthlyTotalCents)}, ${usd(own.totalCents)} in all (not counting the delivery fee, late fees or taxes). The Lessee owns the property only after paying this total, or by the early purchase option.`,
      `Cash price of the property: ${usd(own.cashCents)}. Cost of rental: the total of payments to own is ${usd(own.totalCents - own.cashCents)} more than the cash price.`,
      `Early purchase option: at any time the Lessee may buy a rented item by paying ${EARLY_PAYOFF_SHARE * 100}% of its monthly payments still to make (today, before the first payment, ${usd(own.payoffCents)} for all the items above). The account page shows the payments made and the payoff of each item.`,
      'Repairs: while this Agreement runs, the Lessor is responsible for repairing the property when it fails through normal use, at no charge (see section 8).',
      `Late fees: as section 5 says. Payments are not counted as made until received. The Lessee does not own the property until ownership is acquired as above; each item becomes the Lessee's once ${PAYMENTS_TO_OWN} monthly payments of its rent have been made.`,
    ],
  };
}

export function composeAgreement(terms: AgreementTerms): ComposedAgreement {
  const customer = terms.customerName.trim() || 'the customer named below';
  return {
    agreementVersion: AGREEMENT_VERSION,
    title: AGREEMENT_TITLE,
    sections: [
      {
        heading: 'Parties',
        paragraphs: [
          `This Rental Agreement (the "Agreement"), version ${AGREEMENT_VERSION}, is made on ${agreementDate(terms.now)} between ${LESSOR_NAME} (the "Lessor") and ${customer} (the "Lessee").`,
        ],
      },
      { heading: '1. Rented property', paragraphs: ['The Lessor rents to the Lessee the following property, at the prices of Schedule A:', ...terms.order.items.map(itemParagraph)] },
      { heading: '2. Delivery', paragraphs: deliveryParagraphs(terms) },
      paymentSection(terms),
      disclosureSection(terms),
      lateFeesSection('5. Late fees'),
      repossessionSection('6. Repossession'),
      termSection('7. Term: month to month, and the right to return'),
      careSection('8. Ownership, care and repairs'),
      governingLawSection('9. Governing law'),
      signatureSection('10. Electronic signature', terms.typedSignature),
      scheduleASection(),
    ],
  };
}
