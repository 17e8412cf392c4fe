/**
 * Every time-dependent rule reads this clock (DESIGN.md §5), so tests move time instead of
 * sleeping.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock a test moves: forward by `advance`, or to a moment by `set`. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

/** A clock tests set and advance by hand; it stands still in between. */
export class ManualClock implements MovableClock {
  constructor(private current: number = Date.UTC(2026, 0, 15, 12, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

/**
 * Real time plus an offset the test moves: for a server that a browser on real time talks to,
 * so countdowns and expiries run on both sides while a test can still jump ahead.
 */
export class RunningClock implements MovableClock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
  set(ms: number): void {
    this.offset = ms - Date.now();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
