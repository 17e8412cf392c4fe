/**
 * `job_leases` (migration 0015): one row per periodic job. A process runs a tick only when it
 * takes the lease (`until` passed, on the app clock), so several processes run each tick once.
 */
export interface JobLeasesTable {
  name: string;
  /** The process that took the lease last (host:pid:random), for operators. */
  owner: string;
  until: number;
}
