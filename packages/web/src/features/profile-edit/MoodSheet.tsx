import { useTranslation } from 'react-i18next';
import type { VocabularyField } from '@amora/contracts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { optionsOf } from '../../shared/profile/profile-answers.ts';
import styles from './ProfileEdit.module.css';

/** The mood list (spec 1 §3, moods 1–19 as the vocabulary offers them) in a bottom sheet. */
export function MoodSheet({ field, current, onChoose, onClose }: { field: VocabularyField; current: number | null; onChoose: (mood: number) => void; onClose: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Popup title={t('mood.choose')} align="bottom" onClose={onClose}>
      <ul className={styles.optionList} aria-label={field.label}>
        {optionsOf(field).map((option) => (
          <li key={option.id}>
            <button type="button" className={styles.option} aria-pressed={option.id === current} onClick={() => onChoose(option.id)}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}
