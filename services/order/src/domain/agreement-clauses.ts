/**
 * The agreement's clauses that do not depend on the order: month-to-month term (with the customer's pause), late fees,
 * repossession, care and repairs, governing law, signature, Schedule A (spec 9). Kept apart from the order's own sections (agreement-text.ts).
 */

import { DELIVERY_FEE_CENTS, GOVERNING_STATE, lateFeeScheduleNote, lateFeeSentence, PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS, REPOSSESSION_AFTER_DAYS } from '@rto/rules';
import { usd, type AgreementSection } from './agreement-terms';

/** Spec 9, Schedule A: the monthly rental prices. */
const SCHEDULE_A: readonly [string, string][] = [
  ['Televisions', '$1 per inch of screen per month (for example, a 55" TV is $55 per month)'],
  ['Refrigerators', '$40 per month'],
  ['Freezers', '$25 per month'],
  ['Stoves', '$35 per month'],
  ['Washer and dryer set', '$60 per month'],
];

export function termSection(heading: string): AgreementSection {
  return {
    heading,
    paragraphs: [
      'This Agreement runs from month to month, starting on the delivery date. It renews by itself each month until the Lessee or the Lessor ends it. The Lessee may end it at any time, with no fee for ending it, by returning the property or asking the Lessor to pick it up; rent already due stays due.',
      'Right to return: the Lessee may return the property in good repair, normal wear excepted, at any time without paying any fee or penalty for returning it; the Lessee then owes only rent already due. Returning it ends this Agreement; the Lessee does not own the property unless they have acquired ownership under it.',
      pauseParagraph(),
    ],
  };
}

/** The customer's own pause of billing, with the limits billing applies (@rto/rules' pauses.ts). */
function pauseParagraph(): string {
  return (
    `Pausing payments: the Lessee may pause the monthly payments of their rentals that have no payment due, once in any ${PAUSE_EVERY_MONTHS} months, for up to ${PAUSE_MAX_DAYS} days. ` +
    'The pause ends when the Lessee resumes it, or by itself after those days; payments start again on the first draft date after it ends. No rent is charged for the days paused, and the term and the date the Lessee would own the property move out by the days paused. ' +
    'A rental with a payment due is not paused: the payment stays due and late as this Agreement says.'
  );
}

/** The late fee really charged under the governing law, then the store's schedule and the law that caps it. */
export function lateFeesSection(heading: string): AgreementSection {
  return {
    heading,
    paragraphs: [`A payment not received by its draft date is late. ${lateFeeSentence(GOVERNING_STATE)}`, lateFeeScheduleNote(GOVERNING_STATE)],
  };
}

export function repossessionSection(heading: string): AgreementSection {
  return {
    heading,
    paragraphs: [
      `If a payment is still unpaid more than ${REPOSSESSION_AFTER_DAYS} days after its draft date, the Lessor may end this Agreement and repossess the property, after notice to the Lessee. Repossession does not cancel rent and fees already due.`,
    ],
  };
}

export function careSection(heading: string): AgreementSection {
  return {
    heading,
    paragraphs: [
      "The property belongs to the Lessor until the Lessee owns it as the ownership terms above say: after the payments to own are made, or by paying the early purchase payoff. The Lessee keeps the property at the delivery address, uses it as its maker intends, and does not sell, lend, move or alter it without the Lessor's consent.",
      'Repairs: the Lessor repairs or replaces property that fails through normal use, at no charge to the Lessee, for as long as this Agreement runs. The Lessee pays for loss, theft and damage beyond normal wear, and tells the Lessor promptly of any fault.',
    ],
  };
}

export function governingLawSection(heading: string): AgreementSection {
  return {
    heading,
    paragraphs: [
      'This Agreement is governed by the laws of the State of Indiana, including its rental-purchase agreement law (Indiana Code 24-7). It is a rental-purchase agreement: the Lessee does not own the property until ownership is acquired under its terms.',
    ],
  };
}

/** How the Lessee signs, drawn or typed, so the signed text says which. */
export function signatureSection(heading: string, typedSignature: string | null | undefined): AgreementSection {
  const typed = typedSignature?.trim();
  const how = typed
    ? `Signed electronically by typing the name "${typed}". The Lessee signs this Agreement by typing their name, which is written in a script face as their signature; the Lessee agrees that this typed signature is their signature and binds them as a handwritten one would, and that a copy of the signed Agreement may be kept and downloaded electronically.`
    : 'The Lessee signs this Agreement electronically, by drawing their signature. The Lessee agrees that this drawn signature is their signature and binds them as a handwritten one would, and that a copy of the signed Agreement may be kept and downloaded electronically.';
  return { heading, paragraphs: [how, 'This Agreement, with Schedule A, is the whole agreement between the Lessor and the Lessee about the rented property.'] };
}

export function scheduleASection(): AgreementSection {
  return {
    heading: 'Schedule A: Pricing',
    paragraphs: [
      ...SCHEDULE_A.map(([item, price]) => `${item}: ${price}.`),
      `Delivery: ${usd(DELIVERY_FEE_CENTS)} flat fee for a single rental item; free for two or more.`,
    ],
  };
}
