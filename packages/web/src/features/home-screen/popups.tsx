import { Suspense, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { HomescreenAction } from '@amora/contracts';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { installPrompt } from './install-prompt.ts';
import { clearShows } from './show-schedule.ts';
import { useHomescreenTracking } from './use-homescreen-tracking.ts';
import styles from './HomeScreen.module.css';

/** home_screen_popup: add the app to the home screen (spec 3 §4); its strings load with it. */
export function HomeScreenPopup(props: HostedPopupProps) {
  return (
    <Suspense fallback={null}>
      <HomeScreenDialog {...props} />
    </Suspense>
  );
}

/**
 * With the browser's install prompt at hand, "Install" shows it; accepting clears the show
 * counters. Without one (iOS Safari has none) the popup explains Share → Add to Home Screen.
 */
function HomeScreenDialog({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('homescreen');
  const brand = useBrand();
  const track = useHomescreenTracking();
  const [prompt] = useState(() => installPrompt.current());
  const [busy, setBusy] = useState(false);

  const finish = (action: HomescreenAction) => {
    void track(action);
    onClose();
  };

  if (!prompt) {
    return (
      <Popup title={t('manual.title', { brand: brand.name })} onClose={() => finish('close')} buttons={[{ label: t('manual.done'), onClick: () => finish('close') }]}>
        <ol className={styles.steps}>
          <li>
            <Trans t={t} i18nKey="manual.share" components={{ icon: <ShareIcon label={t('manual.shareIcon')} /> }} />
          </li>
          <li>{t('manual.add')}</li>
          <li>{t('manual.confirm')}</li>
        </ol>
      </Popup>
    );
  }

  const install = async () => {
    setBusy(true);
    onAction('install');
    installPrompt.forget();
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') clearShows();
    finish(outcome === 'accepted' ? 'install' : 'dismiss');
  };

  return (
    <Popup
      title={t('prompt.title', { brand: brand.name })}
      description={t('prompt.text', { brand: brand.name })}
      onClose={() => finish('close')}
      buttons={[
        { label: t('prompt.install'), onClick: () => void install(), disabled: busy },
        { label: t('prompt.later'), onClick: () => finish('close'), variant: 'ghost' },
      ]}
    />
  );
}

/** The iOS share icon (a box with an arrow up), as Safari draws it. */
function ShareIcon({ label }: { label: string }) {
  return (
    <svg className={styles.share} viewBox="0 0 24 24" width="18" height="18" role="img" aria-label={label}>
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
