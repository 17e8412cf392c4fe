import { useTranslation } from 'react-i18next';
import type { DialogFilter } from '@amora/contracts';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { Radio } from '../../../shared/ui/Radio.tsx';
import styles from './Dialogs.module.css';

/**
 * The basic filter set of spec 2 §2 (all, online, favourites). The extended set (matches, ongoing
 * chats, unread) belongs to a test group that no feature flag names yet.
 */
export const BASIC_FILTERS: readonly DialogFilter[] = ['all', 'recentlyActive', 'myFavorites'];

/** `filter_message_list_popup`: one filter at a time (spec 2 §2: filters are exclusive); choosing closes it. */
export function FilterPopup({ value, onChoose, onClose }: { value: DialogFilter; onChoose: (filter: DialogFilter) => void; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup title={t('dialogs.filters.title')} align="bottom" onClose={onClose}>
      <div role="radiogroup" aria-label={t('dialogs.filters.title')} className={styles.filters}>
        {BASIC_FILTERS.map((filter) => (
          <Radio
            key={filter}
            name="dialog-filter"
            label={t(`dialogs.filters.${filter}`)}
            checked={filter === value}
            onChange={() => {
              onChoose(filter);
              onClose();
            }}
          />
        ))}
      </div>
    </Popup>
  );
}
