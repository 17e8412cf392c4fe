/** Where work after commit is queued: a messenger transaction's AfterCommit, or an event subscriber's `afterCommit`. */
export interface Later {
  add(send: () => Promise<void>): void;
}

/** What a messenger transaction sends once it has committed (STYLE.md "Side effects after commit"). */
export class AfterCommit implements Later {
  private readonly sends: Array<() => Promise<void>> = [];

  add(send: () => Promise<void>): void {
    this.sends.push(send);
  }

  /** Runs the sends in order; a lost frame is at most late: the client's catch-up fills the gap. */
  async run(): Promise<void> {
    for (const send of this.sends.splice(0)) await send().catch(() => undefined);
  }
}
