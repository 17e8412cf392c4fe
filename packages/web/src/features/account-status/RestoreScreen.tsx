import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { Logo } from '../../shared/brand/Logo.tsx';
import { openPopup, showPush } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';
import { useRestoreAccountMutation } from './api.ts';

/** Hidden or self-removed members (spec 1 §4): restore the profile, or log out. */
export function RestoreScreen({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const dispatch = useDispatch();
  const [restore, { isLoading }] = useRestoreAccountMutation();

  const onRestore = async () => {
    const answer = await restore();
    if ('error' in answer) dispatch(showPush({ messageKey: 'pushes.somethingWentWrong', tone: 'error' }));
    else dispatch(openPopup('profile_restored_popup'));
  };

  return (
    <StatusScreen
      overlay
      top={<Logo />}
      illustration={<WaveIcon />}
      title={t('restore.title')}
      actions={
        <>
          <button type="button" className={buttonClass('primary', { block: true })} onClick={() => void onRestore()} disabled={isLoading} aria-busy={isLoading}>
            {t('restore.button')}
          </button>
          <button type="button" className={buttonClass('ghost', { block: true })} onClick={onLogout}>
            {t('actions.logout')}
          </button>
        </>
      }
    >
      <p>{t('restore.text', { brand: brand.name })}</p>
    </StatusScreen>
  );
}

function WaveIcon() {
  return (
    <svg viewBox="0 0 48 48" width="52" height="52">
      <path
        d="M24 39s-13-7.9-13-16.6C11 18 14.3 15 18 15c2.5 0 4.7 1.4 6 3.4 1.3-2 3.5-3.4 6-3.4 3.7 0 7 3 7 7.4C37 31.1 24 39 24 39z"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M8 12a10 10 0 016-5M40 12a10 10 0 00-6-5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
