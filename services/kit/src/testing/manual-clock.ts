import type { Clock } from '../time/clock';

/** A clock a test sets and moves; it stands still between moves. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
