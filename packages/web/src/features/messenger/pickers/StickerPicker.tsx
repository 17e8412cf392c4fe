import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STICKER_TYPES, type StickerType } from '@amora/contracts';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { StickerImage } from './CatalogueImages.tsx';
import { PickerGrid } from './PickerGrid.tsx';
import { recentStickers, recordRecentSticker } from './recent-stickers.ts';
import styles from './Pickers.module.css';

/** Four tiles a row: 72 px or more a tile on a 360 px phone. */
const STICKER_COLUMNS = 4;
const STICKER_SIZE = 60;

export interface StickerPickerProps {
  /** Whose recent row to show and update (kept per member on the device). */
  memberHid: string;
  onPick: (type: StickerType) => void;
  onClose: () => void;
}

/**
 * The sticker sheet of the thread (issue 18 point 4): the member's recently sent stickers first,
 * newest first, then the whole set. A pick moves the sticker to the front of the recent row.
 */
export function StickerPicker({ memberHid, onPick, onClose }: StickerPickerProps) {
  const { t } = useTranslation('messenger');
  const [recent, setRecent] = useState(() => recentStickers(memberHid));

  const pick = (type: StickerType) => {
    setRecent(recordRecentSticker(memberHid, type));
    onPick(type);
  };
  const grid = (items: readonly StickerType[], label: string) => (
    <PickerGrid
      items={items}
      columns={STICKER_COLUMNS}
      label={label}
      itemKey={(type) => type}
      renderItem={(type) => <StickerImage type={type} size={STICKER_SIZE} />}
      onPick={pick}
    />
  );

  return (
    <Popup title={t('pickers.stickers.title')} align="bottom" onClose={onClose}>
      <div className={styles.scroll}>
        {recent.length > 0 && (
          <section className={styles.section}>
            <h3 className={styles.heading}>{t('pickers.stickers.recent')}</h3>
            {grid(recent, t('pickers.stickers.recent'))}
          </section>
        )}
        <section className={styles.section}>
          {recent.length > 0 && <h3 className={styles.heading}>{t('pickers.stickers.all')}</h3>}
          {grid(STICKER_TYPES, t('pickers.stickers.all'))}
        </section>
      </div>
    </Popup>
  );
}
