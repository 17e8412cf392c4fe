/** Fixed-window counters for throttling that must hold across server processes (login, recover). */
export interface ThrottleCountersTable {
  key: string;
  count: number;
  window_started_at: number;
  blocked_until: number | null;
}
