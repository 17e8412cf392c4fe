import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockAction } from './BlockAction.tsx';
import { ReportFlow } from './ReportFlow.tsx';
import type { SafetySource } from './api.ts';
import styles from './Safety.module.css';

export interface SafetyMenuProps {
  hid: string;
  name: string;
  source?: SafetySource;
  /** The member is blocked: the caller takes the viewer away from them. */
  onBlocked: () => void;
}

type Open = 'menu' | 'block' | 'report' | null;

/**
 * The "…" button on another member's profile (spec 1 §2 "block-and-report button"): a small menu
 * with Block (a confirmation first) and Report (the three-screen abuse popup). Escape closes the
 * menu and is kept from the profile modal around it, which would close too.
 */
export function SafetyMenu({ hid, name, source = 'profile', onBlocked }: SafetyMenuProps) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState<Open>(null);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuOpen = open === 'menu';

  // The menu takes focus when it opens, and a click anywhere else closes it.
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);

  const closeMenu = () => {
    setOpen(null);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Kept from the profile modal, where the down arrow closes the profile.
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(null);
    }
  };

  return (
    // Escape in the popups below closes them, not the profile modal they are over.
    <div className={styles.menuHost} onKeyDown={(event) => event.key === 'Escape' && open !== null && event.preventDefault()}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={t('menu.open', { name })}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={menuOpen ? menuId : undefined}
        onClick={() => setOpen(menuOpen ? null : 'menu')}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {menuOpen && (
        <div ref={menu} id={menuId} role="menu" aria-label={t('menu.title', { name })} className={styles.menu} onKeyDown={onMenuKey}>
          <button type="button" role="menuitem" className={styles.menuItem} onClick={() => setOpen('report')}>
            <FlagGlyph />
            {t('menu.report')}
          </button>
          <button type="button" role="menuitem" className={`${styles.menuItem} ${styles.menuDanger}`} onClick={() => setOpen('block')}>
            <BlockGlyph />
            {t('menu.block')}
          </button>
        </div>
      )}
      {open === 'block' && <BlockAction hid={hid} name={name} source={source} onClose={closeMenu} onBlocked={onBlocked} />}
      {open === 'report' && <ReportFlow hid={hid} name={name} onClose={closeMenu} onBlock={() => setOpen('block')} />}
    </div>
  );
}

function BlockGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M6 18 18 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function FlagGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 21V4m0 0h10.5l-2 4 2 4H6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
