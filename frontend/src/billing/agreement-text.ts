/**
 * The rental agreement, version 1.0 (spec 3 and 9): month-to-month, the laws of the State of Indiana, cumulative late
 * fees of $25, $35 and $50 at 30, 60 and 90 days, repossession possible beyond 90 days, and Schedule A's prices
 * with the cost to own (the kit's ownership rule, also disclosed on the product cards and tracked in the account).
 * One text, read on screen in the dialog's full view and written into the downloaded PDF, so what is signed is
 * what is shown. Plain ASCII punctuation: the PDF's standard fonts print it as is.
 */
import { DELIVERY_FEE_CENTS, EARLY_PAYOFF_SHARE, formatCents, ownershipOf } from '@rto/rules';
import type { DeliveryChoice } from '../api';
import { BRAND_NAME } from '../lib/brand';
import { formatLongDate, isIsoDate } from '../lib/dates';
import { formatUsd } from '../lib/money';
import { draftDayLabel } from './billing-rules';

export const AGREEMENT_VERSION = '1.0' as const;
export const AGREEMENT_TITLE = 'Rental Agreement';
export const LESSOR_NAME = BRAND_NAME;

/** Spec 9: late fees add up; each is charged once when a payment is that many days late. */
interface LateFee {
  daysLate: number;
  fee: number;
}

export const LATE_FEES: readonly [LateFee, LateFee, LateFee] = [
  { daysLate: 30, fee: 25 },
  { daysLate: 60, fee: 35 },
  { daysLate: 90, fee: 50 },
];
export const REPOSSESSION_AFTER_DAYS = 90;

/** Spec 9, Schedule A: the monthly rental prices. */
export const SCHEDULE_A: readonly { item: string; price: string }[] = [
  { item: 'Televisions', price: '$1 per inch of screen per month (for example, a 55" TV is $55 per month)' },
  { item: 'Refrigerators', price: '$40 per month' },
  { item: 'Freezers', price: '$25 per month' },
  { item: 'Stoves', price: '$35 per month' },
  { item: 'Washer and dryer set', price: '$60 per month' },
];

export interface AgreementTerms {
  customerName: string;
  /** The signer's local date, as shown to them. */
  signedDate: string;
  choice: DeliveryChoice;
  draftDay: number;
  /** The name the customer typed to sign, when they signed by typing it rather than drawing (issue 21, item 9). */
  typedSignature?: string | null | undefined;
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface AgreementDocument {
  title: string;
  version: typeof AGREEMENT_VERSION;
  sections: AgreementSection[];
}

const name = (value: string) => (value.trim() === '' ? 'the customer named below' : value.trim());
const deliveryDay = (date: string) => (isIsoDate(date) ? formatLongDate(date) : date);

/** Section 8's opening: how the Lessee signs, drawn or typed, so the signed text says which. */
function signatureClause(typedSignature: string | null | undefined): string {
  const typed = typedSignature?.trim();
  if (!typed) {
    return 'The Lessee signs this Agreement electronically, by drawing their signature. The Lessee agrees that this drawn signature is their signature and binds them as a handwritten one would, and that a copy of the signed Agreement may be kept and downloaded electronically.';
  }
  return `Signed electronically by typing the name "${typed}". The Lessee signs this Agreement by typing their name, which is written in a script face as their signature; the Lessee agrees that this typed signature is their signature and binds them as a handwritten one would, and that a copy of the signed Agreement may be kept and downloaded electronically.`;
}

export function rentalAgreement({ customerName, signedDate, choice, draftDay, typedSignature }: AgreementTerms): AgreementDocument {
  const [first, second, third] = LATE_FEES;
  const lateFeeTotal = LATE_FEES.reduce((total, { fee }) => total + fee, 0);
  const own = ownershipOf(Math.max(0, choice.totalCost));
  return {
    title: AGREEMENT_TITLE,
    version: AGREEMENT_VERSION,
    sections: [
      {
        heading: 'Parties',
        paragraphs: [
          `This Rental Agreement (the "Agreement"), version ${AGREEMENT_VERSION}, is made on ${signedDate} between ${LESSOR_NAME} (the "Lessor") and ${name(customerName)} (the "Lessee").`,
        ],
      },
      {
        heading: '1. Rented property and delivery',
        paragraphs: [
          `The Lessor rents to the Lessee the appliances and televisions of the Lessee's order, at the prices of Schedule A below. They will be delivered to ${choice.locationName} on ${deliveryDay(choice.deliveryDate)} at ${choice.deliveryTime} by a certified technician, who installs them and checks that they work.`,
        ],
      },
      {
        heading: '2. Term: month to month',
        paragraphs: [
          'This Agreement runs from month to month, starting on the delivery date. It renews by itself each month until the Lessee or the Lessor ends it. The Lessee may end it at any time, with no fee for ending it, by returning the property or asking the Lessor to pick it up; rent already due stays due.',
        ],
      },
      {
        heading: '3. Rent and payment',
        paragraphs: [
          `The rent is ${formatUsd(choice.totalCost)} per month, the sum of the monthly prices of the rented items under Schedule A. The first month's rent is paid today with the card the Lessee entered; each later month's rent is drafted from that card on the ${draftDayLabel(draftDay)}. A delivery fee of ${formatCents(DELIVERY_FEE_CENTS)} is paid with the first payment when a single item is rented; delivery is free for two or more items.`,
          'The Lessee authorises the Lessor and its card payment provider to charge that card for the rent, the fees of this Agreement and nothing else. The Lessee may change the card or pause billing from their account; the rent of a month in which the property is kept stays due.',
        ],
      },
      {
        heading: '4. Late fees',
        paragraphs: [
          `A payment not received by its draft date is late. Late fees are cumulative: ${formatUsd(first.fee)} when a payment is ${first.daysLate} days late, a further ${formatUsd(second.fee)} when it is ${second.daysLate} days late, and a further ${formatUsd(third.fee)} when it is ${third.daysLate} days late (${formatUsd(lateFeeTotal)} in all for one payment ${third.daysLate} days late).`,
        ],
      },
      {
        heading: '5. Repossession',
        paragraphs: [
          `If a payment is still unpaid more than ${REPOSSESSION_AFTER_DAYS} days after its draft date, the Lessor may end this Agreement and repossess the property, after notice to the Lessee. Repossession does not cancel rent and fees already due.`,
        ],
      },
      {
        heading: '6. Ownership, care and repairs',
        paragraphs: [
          'The property belongs to the Lessor until the Lessee owns it as Schedule A\'s cost to own says: after the payments to own are made, or by paying the early purchase payoff. The Lessee keeps the property at the delivery address, uses it as its maker intends, and does not sell, lend, move or alter it without the Lessor\'s consent.',
          'The Lessor repairs or replaces property that fails through normal use, at no charge. The Lessee pays for loss, theft and damage beyond normal wear, and tells the Lessor promptly of any fault.',
        ],
      },
      {
        heading: '7. Governing law',
        paragraphs: ['This Agreement is governed by the laws of the State of Indiana.'],
      },
      {
        heading: '8. Electronic signature',
        paragraphs: [
          signatureClause(typedSignature),
          'This Agreement, with Schedule A, is the whole agreement between the Lessor and the Lessee about the rented property.',
        ],
      },
      {
        heading: 'Schedule A: Pricing',
        paragraphs: [
          ...SCHEDULE_A.map(({ item, price }) => `${item}: ${price}.`),
          `Delivery: ${formatCents(DELIVERY_FEE_CENTS)} flat fee for a single rental item; free for two or more.`,
          `Cost to own: each rented item becomes the Lessee's once ${own.paymentsToOwn} monthly payments of its rent have been made. For this order: monthly rent ${formatUsd(choice.totalCost)}; number of monthly payments to own ${own.paymentsToOwn}; total cost to own ${formatUsd(own.totalCostToOwn)}; cash price ${formatUsd(own.cashPrice)}.`,
          `Early purchase option: at any time the Lessee may buy a rented item by paying ${EARLY_PAYOFF_SHARE * 100}% of its monthly payments still to make (today, before the first payment, ${formatUsd(own.earlyPayoff)} for this order). The account page shows the payments made and the payoff of each item.`,
        ],
      },
    ],
  };
}
