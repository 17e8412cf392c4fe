import type { CSSProperties } from 'react';
import type { IconName } from './icon-names.ts';
import styles from './Icon.module.css';

/**
 * One symbol of the icon sprite (loadIconSprite puts it in the page), in the current text colour.
 * Decorative unless `label` is given: then it is an image with that name.
 */
export function Icon({ name, label, size, className }: { name: IconName; label?: string; size?: number; className?: string }) {
  const style = size === undefined ? undefined : ({ '--icon-size': `${size}px` } as CSSProperties);
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={style}
      data-icon={name}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
