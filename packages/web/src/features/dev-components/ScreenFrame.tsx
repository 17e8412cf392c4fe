import type { ReactNode } from 'react';
import styles from './ScreenFrame.module.css';

/**
 * A phone screen inside the gallery for components made to fill one (popup, drawer, splash,
 * status and paywall pages): their fixed layers and full heights stay inside the frame.
 * `height` in px; without it the frame is as tall as its content.
 */
export function ScreenFrame({ height, children }: { height?: number; children: ReactNode }) {
  return (
    <div className={styles.frame} style={height === undefined ? undefined : { height }} data-fixed-height={height !== undefined || undefined}>
      {children}
    </div>
  );
}
