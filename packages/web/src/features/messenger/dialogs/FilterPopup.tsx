import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { SplitTest, type DialogFilter } from '@amora/contracts';
import { selectInSplitTest } from '../../../app/session/in-split-test.ts';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { Radio } from '../../../shared/ui/Radio.tsx';
import styles from './Dialogs.module.css';

/** The basic filter set of spec 2 §2: all, online, favourites. */
export const BASIC_FILTERS: readonly DialogFilter[] = ['all', 'recentlyActive', 'myFavorites'];
/** The extended-filter test group's set: also matches, ongoing chats and unread. */
export const EXTENDED_FILTERS: readonly DialogFilter[] = [...BASIC_FILTERS, 'matched', 'exchangedMessages', 'unread'];

/** `filter_message_list_popup`: one filter at a time (spec 2 §2: filters are exclusive); choosing closes it. */
export function FilterPopup({ value, onChoose, onClose }: { value: DialogFilter; onChoose: (filter: DialogFilter) => void; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  const filters = useSelector(selectInSplitTest(SplitTest.extendedDialogFilters)) ? EXTENDED_FILTERS : BASIC_FILTERS;
  return (
    <Popup title={t('dialogs.filters.title')} align="bottom" onClose={onClose}>
      <div role="radiogroup" aria-label={t('dialogs.filters.title')} className={styles.filters}>
        {filters.map((filter) => (
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
