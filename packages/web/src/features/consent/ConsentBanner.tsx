import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Consent.module.css';

/**
 * The frame of the cookie popups: a non-modal sheet at the bottom. The page stays usable behind
 * it, and a spacer of the sheet's height after the page lets its last controls (the home page's
 * agreement checkbox) scroll into view above the sheet.
 */
export function ConsentBanner({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section ref={panel} className={styles.banner} role="dialog" aria-modal="false" aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </section>
    </>
  );
}
