import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/Popup.tsx';
import styles from './Greetings.module.css';

const BENEFITS = ['easy', 'noticed', 'replies'] as const;

/** Spec 2 §2 "Greetings popups": the welcome before the first greeting, three benefit lines and a next button (shown once, spec 2 §4). */
export function GreetingsWelcomePopup({ onNext, onClose }: { onNext: () => void; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup title={t('greetings.welcome.title')} buttons={[{ label: t('greetings.welcome.next'), onClick: onNext }]} onClose={onClose}>
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`greetings.welcome.benefits.${benefit}`)}</li>
        ))}
      </ul>
    </Popup>
  );
}
