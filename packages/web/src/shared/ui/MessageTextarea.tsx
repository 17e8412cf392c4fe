import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';
import { MESSAGE_TEXTAREA_MAX_ROWS, textareaRows } from './textarea-rows.ts';
import styles from './MessageTextarea.module.css';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows' | 'value' | 'className' | 'aria-label'>;

/**
 * The message field (spec 3 §5): one row when empty, growing with the text up to `maxRows`
 * (6), then scrolling. `label` names it for assistive technology; other props go to the
 * <textarea>.
 */
export function MessageTextarea({ value, label, maxRows = MESSAGE_TEXTAREA_MAX_ROWS, ...textarea }: TextareaProps & { value: string; label: string; maxRows?: number }) {
  const field = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    // Measured at one row, so scrollHeight is the text's own height, not the box's.
    element.rows = 1;
    const style = getComputedStyle(element);
    element.rows = textareaRows({
      scrollHeight: element.scrollHeight,
      lineHeight: parseFloat(style.lineHeight),
      paddingBlock: (parseFloat(style.paddingTop) || 0) + (parseFloat(style.paddingBottom) || 0),
      maxRows,
    });
  }, [value, maxRows]);

  return <textarea ref={field} className={styles.textarea} value={value} aria-label={label} {...textarea} />;
}
