/**
 * What the profile steps page hands the confirm popup when the member leaves with an unsaved
 * answer (spec 1 §2): the popup is hosted outside the page, so the page registers here how to
 * save the answer, how to go on, and how to stay.
 */
export interface PendingLeave {
  /** Saves the answer; false when it could not be saved (the page shows why). */
  save: () => Promise<boolean>;
  /** Continues the navigation the member started. */
  proceed: () => void;
  /** Cancels it: the member stays on the step. */
  stay: () => void;
}

let pending: PendingLeave | null = null;

export function setPendingLeave(leave: PendingLeave | null): void {
  pending = leave;
}

export function pendingLeave(): PendingLeave | null {
  return pending;
}
