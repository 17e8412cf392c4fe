import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { Logo } from '../../shared/brand/Logo.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';

/** A banned member sees only this (spec 1 §6): profile blocked, the help centre, log out. */
export function BannedScreen({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  return (
    <StatusScreen
      overlay
      top={<Logo />}
      illustration={<LockIcon />}
      title={t('banned.title')}
      actions={
        <>
          <a className={buttonClass('primary', { block: true })} href={brand.helpArticleUrl} target="_blank" rel="noreferrer">
            {t('banned.helpCentre')}
          </a>
          <button type="button" className={buttonClass('ghost', { block: true })} onClick={onLogout}>
            {t('actions.logout')}
          </button>
        </>
      }
    >
      <p>{t('banned.text', { brand: brand.name })}</p>
    </StatusScreen>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 48 48" width="52" height="52">
      <rect x="11" y="21" width="26" height="20" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M17 21v-5a7 7 0 0114 0v5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="31" r="2.5" fill="currentColor" />
    </svg>
  );
}
