import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/brand/Logo.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';

/** The crash screen (spec 1 §2/§8): logo, title, text and a refresh button. */
export function CrashScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusScreen
      overlay
      top={<Logo />}
      title={t('crash.title')}
      actions={
        <button type="button" className={buttonClass('primary', { block: true })} onClick={() => window.location.reload()}>
          {t('actions.refresh')}
        </button>
      }
    >
      <p>{t('crash.text')}</p>
    </StatusScreen>
  );
}

/** Catches render errors outside the router's own boundary and shows the crash screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
