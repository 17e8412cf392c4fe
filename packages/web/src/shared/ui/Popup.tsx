import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from './button.ts';
import { CloseGlyph } from './glyphs.tsx';
import { IconBadge, type IconBadgeProps } from './IconBadge.tsx';
import { popupOpened } from '../overlays/open-popups.ts';
import { overlayLeaveMs } from './overlay-motion.ts';
import styles from './Popup.module.css';

export type PopupAlign = 'top' | 'center' | 'bottom' | 'fullscreen';

export type PopupButton = {
  label: string;
  onClick: () => void;
  /** 'primary' for the first button, 'secondary' for the others, unless given. */
  variant?: ButtonVariant;
  /** A line under the button, e.g. "Cancel at any time". */
  tip?: string;
  disabled?: boolean;
};

/** Spec 3 §2: a popup stacks up to three buttons. */
export const POPUP_MAX_BUTTONS = 3;

export type PopupProps = {
  title: string;
  description?: ReactNode;
  /** Free content between the description and the buttons. */
  children?: ReactNode;
  buttons?: readonly PopupButton[];
  /** Own controls in place of `buttons` (a form's submit, a busy button). */
  actions?: ReactNode;
  align?: PopupAlign;
  /** The other member's photo, with an icon badge on it (their tier, a verified mark). */
  avatar?: { src: string; alt: string; badge?: IconBadgeProps };
  image?: { src: string; alt: string };
  /** Decorative icons in a row of circles above the title. */
  icons?: readonly ReactNode[];
  onClose: () => void;
};

/**
 * The popup of spec 3 §2: backdrop and close button, placed top, centre, bottom or full screen,
 * entering and leaving over 400 ms (at once under reduced motion). Focus moves in and returns on
 * close; Escape, the close button and the backdrop close it (`onClose` runs after the leave
 * animation); the page behind is inert for assistive technology while it is open.
 */
export function Popup({ title, description, children, buttons = [], actions, align = 'center', avatar, image, icons, onClose }: PopupProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const descriptionId = useId();
  const tipId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [leaving, setLeaving] = useState(false);
  const closed = useEffectEvent(onClose);

  // Layout effects: counted open and listening for Escape before the popup is first painted, so a
  // key pressed the moment it appears closes it (a passive effect may run later on a busy device).
  useLayoutEffect(() => popupOpened(), []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, []);

  useLayoutEffect(() => {
    if (leaving) {
      const timer = setTimeout(() => closed(), overlayLeaveMs());
      return () => clearTimeout(timer);
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setLeaving(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [leaving]);

  if (buttons.length > POPUP_MAX_BUTTONS) throw new Error(`A popup holds at most ${POPUP_MAX_BUTTONS} buttons, got ${buttons.length}.`);
  const close = () => setLeaving(true);

  return (
    <div className={styles.backdrop} data-align={align} data-leaving={leaving || undefined} onClick={close}>
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          <CloseGlyph />
        </button>
        {image && <img className={styles.image} src={image.src} alt={image.alt} />}
        {avatar && (
          <div className={styles.avatar}>
            <img src={avatar.src} alt={avatar.alt} />
            {avatar.badge && (
              <span className={styles.avatarBadge}>
                <IconBadge {...avatar.badge} />
              </span>
            )}
          </div>
        )}
        {icons && icons.length > 0 && (
          <ul className={styles.icons} aria-hidden="true">
            {icons.map((icon, index) => (
              <li key={index}>{icon}</li>
            ))}
          </ul>
        )}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children && <div className={styles.body}>{children}</div>}
        {buttons.length > 0 && (
          <div className={styles.actions}>
            {buttons.map((button, index) => (
              <div key={button.label} className={styles.action}>
                <button
                  type="button"
                  className={buttonClass(button.variant ?? (index === 0 ? 'primary' : 'secondary'), { block: true })}
                  disabled={button.disabled}
                  aria-describedby={button.tip ? `${tipId}-${index}` : undefined}
                  onClick={button.onClick}
                >
                  {button.label}
                </button>
                {button.tip && (
                  <p id={`${tipId}-${index}`} className={styles.tip}>
                    {button.tip}
                  </p>
                )}
              </div>
            ))}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
