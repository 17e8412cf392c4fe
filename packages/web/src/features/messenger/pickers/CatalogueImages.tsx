import { useTranslation } from 'react-i18next';
import { giftDesign, giftImagePath, stickerImagePath, type StickerType } from '@amora/contracts';

/**
 * A sticker's image, named by its type for screen readers. Lazy: a picker or a long thread
 * loads only the images it scrolls to.
 */
export function StickerImage({ type, size }: { type: StickerType; size: number }) {
  const { t } = useTranslation('messenger');
  return <img src={stickerImagePath(type)} alt={t(`pickers.stickers.names.${type}`)} width={size} height={size} loading="lazy" decoding="async" />;
}

/** A gift's image, named by what it shows (its motif; the colours are left unnamed). */
export function GiftImage({ id, size }: { id: number; size: number }) {
  const { t } = useTranslation('messenger');
  return <img src={giftImagePath(id)} alt={t(`pickers.gifts.names.${giftDesign(id).motif}`)} width={size} height={size} loading="lazy" decoding="async" />;
}
