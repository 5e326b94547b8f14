/**
 * Where a service's "now" comes from. Use cases take a clock rather than calling `new Date()`, so a test can move
 * a service months ahead (drafts, late fees, expiries) without waiting or faking timers. A running service has the
 * system clock; only tests make another (`ManualClock` in the kit's testing entry), and no route moves time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
