import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';
import { wentOffline } from '../device/device-slice.ts';
import type { RootState } from '../store.ts';

/** The offline screen (spec 1 §2, code 502): shown when the connection is lost; back online reloads. */
export function OfflineScreen() {
  const { t } = useTranslation('common');
  const dispatch = useDispatch();
  const offline = useSelector((state: RootState) => state.device.offline);

  useEffect(() => {
    const onOffline = () => dispatch(wentOffline());
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, [dispatch]);

  useEffect(() => {
    if (!offline) return;
    const onOnline = () => window.location.reload();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);

  if (!offline) return null;
  return (
    <StatusScreen
      overlay
      illustration={<NoSignalIcon />}
      title={t('offline.title')}
      actions={
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => window.location.reload()}>
          {t('actions.refresh')}
        </button>
      }
    >
      <p>{t('offline.text')}</p>
      <p>{t('offline.code')}</p>
    </StatusScreen>
  );
}

function NoSignalIcon() {
  return (
    <svg viewBox="0 0 48 48" width="52" height="52">
      <path d="M8 19a23 23 0 0132 0M14 26a14 14 0 0120 0M20 33a5.5 5.5 0 018 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <path d="M9 9l30 30" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
