import { createHash } from 'node:crypto';
import type { DeliveryChoice } from './place-order';

/** A key that makes a repeat of a request recognisable, and how long it does. */
export interface RequestKey {
  key: string;
  ttlMs: number;
  /** The client's own key: sent again with another request, it is refused (422) rather than read as a repeat. */
  explicit: boolean;
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What makes two requests "the same request": every field of the delivery choice. */
export function fingerprintOf(choice: DeliveryChoice): string {
  return sha256(JSON.stringify([choice.location.lat, choice.location.lng, choice.deliveryDate, choice.deliveryTime, choice.totalCost ?? null, choice.locationName ?? '', choice.deliveryAddress ?? null, choice.stairs ?? null]));
}

/** The request's keys: the client's Idempotency-Key when sent, and the same choice within the duplicate window. */
export function requestKeysOf(userId: string, fingerprint: string, idempotencyKey: string | undefined, ttls: { idempotencyKeyTtlMs: number; duplicateWindowMs: number }): RequestKey[] {
  return [
    ...(idempotencyKey ? [{ key: `key:${userId}:${sha256(idempotencyKey)}`, ttlMs: ttls.idempotencyKeyTtlMs, explicit: true }] : []),
    { key: `same:${userId}:${fingerprint}`, ttlMs: ttls.duplicateWindowMs, explicit: false },
  ];
}
