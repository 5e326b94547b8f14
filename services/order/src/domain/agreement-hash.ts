/**
 * The agreement's fingerprint: SHA-256 (hex) of one canonical serialisation of exactly the text shown, so the PDF,
 * the stored draft and the signed agreement can be matched. Only the text goes in (version, title, each section's
 * heading and paragraphs, in order), as JSON with a fixed key order.
 */

import { createHash } from 'node:crypto';
import type { ComposedAgreement } from './agreement-terms';

export function canonicalAgreement(agreement: ComposedAgreement): string {
  return JSON.stringify([
    agreement.agreementVersion,
    agreement.title,
    agreement.sections.map((section) => [section.heading, section.paragraphs.map(String)]),
  ]);
}

export function agreementHash(agreement: ComposedAgreement): string {
  return createHash('sha256').update(canonicalAgreement(agreement), 'utf8').digest('hex');
}

export const AGREEMENT_HASH = /^[0-9a-f]{64}$/;
