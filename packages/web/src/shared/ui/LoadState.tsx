import { buttonClass } from './button.ts';

export interface LoadFailedProps {
  /** What could not be loaded, in the caller's words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The caller's look for the failure, so each screen keeps its own. */
  className: string | undefined;
}

/** A block that could not be loaded: what failed and a retry. */
export function LoadFailed({ message, retryLabel, onRetry, className }: LoadFailedProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className={buttonClass('secondary', { small: true })} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

export interface LoadStateProps {
  failed: boolean;
  loadingLabel: string;
  /** The placeholder in the shape of what is loading. */
  skeletonClassName: string | undefined;
  failure: Omit<LoadFailedProps, 'onRetry'>;
  onRetry: () => void;
}

/** What a screen shows before its data is there: a placeholder while loading, or the failure with a retry. */
export function LoadState({ failed, loadingLabel, skeletonClassName, failure, onRetry }: LoadStateProps) {
  if (failed) return <LoadFailed {...failure} onRetry={onRetry} />;
  return <div className={skeletonClassName} role="status" aria-label={loadingLabel} />;
}
