/**
 * What the rental agreement is composed from (issue 21, item 7): the order as priced on the server, where and when
 * it is delivered, the draft day and how the rent is collected, who signs and how. The words themselves are in agreement-text.ts and
 * agreement-clauses.ts; the fingerprint in agreement-hash.ts. No I/O here.
 */

import { formatAddress, type AddressFields } from '@rto/contracts';
import { formatCents } from '@rto/rules';
import type { PricedOrder } from './pricing';

/** Version 1.0 of the agreement (spec 3, 9): the version storeBilling accepts. */
export const AGREEMENT_VERSION = '1.0';
export const AGREEMENT_TITLE = 'Rental Agreement';
export const LESSOR_NAME = 'Rent-to-Own Appliance';

/** The street address the goods go to, as the customer gave it (the shared US address rule). */
export type DeliveryAddress = AddressFields;

export interface AgreementTerms {
  customerName: string;
  /** The name typed to sign, or null/absent when the customer draws their signature. */
  typedSignature?: string | null | undefined;
  order: Pick<PricedOrder, 'items' | 'monthlyTotalCents' | 'deliveryFeeCents' | 'todayChargeCents'>;
  delivery: { date: string; time: string; locationName?: string | undefined; address?: DeliveryAddress | undefined };
  draftDay: number;
  /**
   * Whether the card paying today is kept for recurring payments: when it is not, billing removes it after today's
   * payment and e-mails each month's invoice to be paid with Pay Now, so the text must not promise a draft.
   */
  saveCard: boolean;
  /** When it is composed: the agreement's date and the first draft date are read from it. */
  now: Date;
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

export interface ComposedAgreement {
  agreementVersion: string;
  title: string;
  sections: AgreementSection[];
}

/** The lessor's home state: its calendar dates the agreement. */
const TIME_ZONE = 'America/Indiana/Indianapolis';

/** 'November 26, 2026': the day it is at `moment` in Indiana. */
export function agreementDate(moment: Date): string {
  return moment.toLocaleDateString('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });
}

/** '2026-11-27' (a calendar day) -> 'Friday, November 27, 2026'; anything else as it is. */
export function longDay(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  return day.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
}

/** '1st', '2nd', '3rd', '4th', ..., '21st', '22nd', '28th'. */
export function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** '123 Main St, Apt 4, Carmel, IN 46032' (access notes are said apart). */
export const addressLine = formatAddress;

export const usd = formatCents;
