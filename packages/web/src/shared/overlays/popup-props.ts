/** What the popup host gives every popup it renders. */
export interface HostedPopupProps {
  /** Closes the popup (tracked as the action `close`). */
  onClose: () => void;
  /** Tracks any other action, a button click for one, with the step of a multi-step popup. */
  onAction: (action: string, stepNumber?: number) => void;
}
