import { useEffect, useState } from 'react';

/**
 * Whether an element is on screen, for a tooltip that waits for its section: a tip shown below
 * the fold would be counted without being read. Without IntersectionObserver it counts as on screen.
 * Returns the ref to put on the element, and the answer.
 */
export function useInView(): [ref: (element: Element | null) => void, inView: boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, inView];
}
