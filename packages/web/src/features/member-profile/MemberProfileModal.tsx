import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon.tsx';
import { MemberProfileBody, type MemberProfileSlots } from './MemberProfileBody.tsx';
import styles from './MemberProfileModal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface MemberProfileModalProps extends MemberProfileSlots {
  hid: string;
  /** The dialog's name: who it shows ("Ana, 30"). */
  label: string;
  /** Closes it; the opener puts focus back where it was (the card). */
  onClose: () => void;
  /** What the viewer can do from it, kept in view under the profile in place of its own like (the game's pass and like). */
  actions?: ReactNode;
}

/**
 * Another member's profile as a modal over the page that opened it (spec 1 §2 "profile modal
 * with a close icon"): the same body as the profile page. The close icon, Escape and the down
 * arrow close it (spec 2 §2 "close profile"); focus starts on the close icon and stays inside.
 */
export function MemberProfileModal({ hid, label, onClose, actions, menu, blockedStub }: MemberProfileModalProps) {
  const { t } = useTranslation('discovery');
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // A layout effect: a key pressed as soon as the modal shows still closes it.
  useLayoutEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape' || event.key === 'ArrowDown') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        trapTab(event, panel.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label={label} onClick={(event) => event.stopPropagation()}>
        <div className={styles.bar}>
          <p className={styles.barTitle} aria-hidden="true">
            {t('profileView.title')}
          </p>
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={t('profileView.close')}>
            <Icon name="close" size={24} />
          </button>
        </div>
        <div className={styles.scroll}>
          <MemberProfileBody hid={hid} actions={actions === undefined ? undefined : null} menu={menu} blockedStub={blockedStub} />
        </div>
        {actions !== undefined && <div className={styles.footer}>{actions}</div>}
      </div>
    </div>
  );
}

/** Keeps Tab and Shift+Tab among the dialog's own controls. */
function trapTab(event: KeyboardEvent, panel: HTMLElement | null) {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert], [aria-hidden="true"]'));
  if (focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  const inside = panel.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
