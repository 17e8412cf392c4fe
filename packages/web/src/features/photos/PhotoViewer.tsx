import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlbumPhoto } from '@amora/contracts';
import { BackGlyph, ChevronGlyph, CloseGlyph } from '../../shared/ui/glyphs.tsx';
import styles from './PhotoViewer.module.css';

/** A swipe wider than this share of the stage moves to the neighbouring photo (spec 3 §9). */
const SWIPE_SHARE = 1 / 5;

/** The largest rendition the viewer may see: the blurred one alone when the photo is locked. */
const fullImage = (photo: AlbumPhoto) => photo.images.w ?? photo.images.o ?? photo.images.thumb_600 ?? photo.images.blur;

/**
 * The full-screen photo viewer (spec 1 §2 gallery): the photo, "2 / 5", previous and next by
 * buttons, arrow keys or a swipe, and close (also Escape). `locked` is what a blurred photo shows.
 */
export function PhotoViewer({
  photos,
  index,
  onIndex,
  onClose,
  locked,
}: {
  photos: readonly AlbumPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  locked: ReactNode;
}) {
  const { t } = useTranslation('photos');
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const photo = photos[index]!;
  const hasPrevious = index > 0;
  const hasNext = index < photos.length - 1;
  const go = (step: -1 | 1) => {
    const next = index + step;
    if (next >= 0 && next < photos.length) onIndex(next);
  };

  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' && index > 0) onIndex(index - 1);
      else if (event.key === 'ArrowRight' && index < photos.length - 1) onIndex(index + 1);
      else if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, photos.length, onIndex, onClose]);

  const position = t('viewer.counter', { current: index + 1, total: photos.length });
  return (
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label={t('viewer.label')}>
      <div className={styles.top}>
        <span className={styles.counter} aria-live="polite">
          {position}
        </span>
        <button ref={closeButton} type="button" className={styles.iconButton} onClick={onClose} aria-label={t('viewer.close')}>
          <CloseGlyph />
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null) return;
          const distance = event.clientX - from;
          if (Math.abs(distance) > event.currentTarget.clientWidth * SWIPE_SHARE) go(distance < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <img key={photo.id} src={fullImage(photo)} alt={t('viewer.photoAlt', { current: index + 1, total: photos.length })} draggable={false} />
        {photo.metadata.isBlurred && locked}
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.iconButton} onClick={() => go(-1)} disabled={!hasPrevious} aria-label={t('viewer.previous')}>
          <BackGlyph />
        </button>
        <button type="button" className={styles.iconButton} onClick={() => go(1)} disabled={!hasNext} aria-label={t('viewer.next')}>
          <ChevronGlyph />
        </button>
      </div>
    </div>
  );
}
