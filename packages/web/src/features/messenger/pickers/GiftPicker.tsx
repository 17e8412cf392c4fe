import { useTranslation } from 'react-i18next';
import { GIFT_ID_MAX, GIFT_ID_MIN, giftPrice, isSendableGift, type GiftPriceTable } from '@amora/contracts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { GiftImage } from './CatalogueImages.tsx';
import { PickerGrid } from './PickerGrid.tsx';
import styles from './Pickers.module.css';

/** Ids 1–284: what a member can send; 285–294 exist only in old messages (spec 2 §3). */
const SENDABLE_GIFT_IDS = Array.from({ length: GIFT_ID_MAX - GIFT_ID_MIN + 1 }, (_, index) => GIFT_ID_MIN + index).filter(isSendableGift);
const GIFT_COLUMNS = 4;
const GIFT_SIZE = 56;

export interface GiftPickerProps {
  /** The member's price table: `mixed` (ids 1–40 free) or the all-paid test group's. */
  priceTable?: GiftPriceTable;
  /** The member's coins, shown above the gifts when known. */
  coinBalance?: number;
  onPick: (id: number) => void;
  onClose: () => void;
}

/**
 * The gift sheet of the thread (issue 18 point 4, spec 2 §3 "Gift"): every sendable gift with its
 * price under the member's table. A paid gift is pickable even with too few coins: the thread
 * parks it and opens the coins screen (spec 2 §4 "Gifts").
 */
export function GiftPicker({ priceTable = 'mixed', coinBalance, onPick, onClose }: GiftPickerProps) {
  const { t } = useTranslation('messenger');
  const description =
    coinBalance === undefined ? undefined : (
      <span className={styles.balance}>
        <Icon name="coins" size={18} />
        {t('pickers.gifts.balance', { count: coinBalance })}
      </span>
    );

  return (
    <Popup title={t('pickers.gifts.title')} description={description} align="bottom" onClose={onClose}>
      <div className={styles.scroll}>
        <PickerGrid
          items={SENDABLE_GIFT_IDS}
          columns={GIFT_COLUMNS}
          label={t('pickers.gifts.list')}
          itemKey={(id) => id}
          renderItem={(id) => {
            const price = giftPrice(id, priceTable);
            return (
              <>
                <GiftImage id={id} size={GIFT_SIZE} />
                {price === 0 ? (
                  <span className={styles.price} data-free="true">
                    {t('pickers.gifts.free')}
                  </span>
                ) : (
                  // A coin and the number, as the coins entry shows them: "100 coins" in words
                  // does not fit a quarter of a phone in every language; screen readers get the words.
                  <span className={styles.price}>
                    <Icon name="coins" size={12} />
                    <span aria-hidden="true">{price}</span>
                    <span className="visually-hidden">{t('pickers.gifts.price', { count: price })}</span>
                  </span>
                )}
              </>
            );
          }}
          onPick={onPick}
        />
      </div>
    </Popup>
  );
}
