import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from '../../shared/routing/index.ts';
import type { PhotoAlbum } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { AlbumState } from './AlbumState.tsx';
import { useGetMemberAlbumQuery, useGetOwnAlbumQuery } from './photos-api.ts';
import { PhotoViewer } from './PhotoViewer.tsx';
import styles from './PhotoViewer.module.css';

/** Back where the member came from, or to `fallback` when the gallery was the first page opened. */
function useClose(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => void (location.key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1)), [location.key, navigate, fallback]);
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${styles.viewer} ${styles.message}`} aria-labelledby="gallery-message">
      <h1 id="gallery-message">{title}</h1>
      {children}
    </section>
  );
}

/** What a free viewer sees on a blurred photo (spec 1 §6); no payments screen exists yet to sell from. */
function LockedPhoto() {
  const { t } = useTranslation('photos');
  return (
    <div className={styles.locked}>
      <p className={styles.lockedTitle}>{t('viewer.lockedTitle')}</p>
      <p>{t('viewer.lockedText')}</p>
      <Link to="/matches" className={buttonClass('primary', { small: true })}>
        {t('viewer.lockedLink')}
      </Link>
    </div>
  );
}

function AlbumLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className={`${styles.viewer} ${styles.message}`}>
      <AlbumState failed={failed} onRetry={onRetry} />
    </div>
  );
}

/** /gallery: the member's own album in the viewer. */
export function OwnGalleryPage() {
  const { t } = useTranslation('photos');
  const album = useGetOwnAlbumQuery();
  const [index, setIndex] = useState(0);
  const close = useClose('/photos');
  if (!album.data) return <AlbumLoading failed={album.isError} onRetry={() => void album.refetch()} />;
  if (album.data.photos.length === 0) {
    return (
      <Message title={t('viewer.emptyTitle')}>
        <Link to="/photos" className={buttonClass('primary')}>
          {t('viewer.addPhotos')}
        </Link>
      </Message>
    );
  }
  return <PhotoViewer photos={album.data.photos} index={Math.min(index, album.data.photos.length - 1)} onIndex={setIndex} onClose={close} locked={null} />;
}

/** /gallery/{userHashId}/photos/{photoId}: another member's album, opened at that photo. */
export function MemberGalleryPage() {
  const { t } = useTranslation('photos');
  const { userHashId = '', photoId = '' } = useParams();
  const navigate = useNavigate();
  const album = useGetMemberAlbumQuery(userHashId);
  const close = useClose('/matches');
  const error = album.error as ApiError | undefined;

  if (error && error.status === 404) {
    return (
      <Message title={t('viewer.unavailable')}>
        <Link to="/matches" className={buttonClass('primary')}>
          {t('viewer.discover')}
        </Link>
      </Message>
    );
  }
  if (!album.data) return <AlbumLoading failed={album.isError} onRetry={() => void album.refetch()} />;
  const photos = (album.data as PhotoAlbum).photos;
  if (photos.length === 0) {
    return (
      <Message title={t('viewer.noPhotos')}>
        <button type="button" className={buttonClass('primary')} onClick={close}>
          {t('viewer.close')}
        </button>
      </Message>
    );
  }
  const index = Math.max(0, photos.findIndex((photo) => photo.id === photoId));
  return (
    <PhotoViewer
      photos={photos}
      index={index}
      // The address follows the photo, so a reload or a shared link opens the same one.
      onIndex={(next) => void navigate(`/gallery/${encodeURIComponent(userHashId)}/photos/${encodeURIComponent(photos[next]!.id)}`, { replace: true })}
      onClose={close}
      locked={<LockedPhoto />}
    />
  );
}
