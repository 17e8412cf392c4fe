import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from '../../shared/routing/index.ts';
import type { AlbumPhoto } from '@amora/contracts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { Popup } from '../../shared/ui/Popup.tsx';
import { AlbumState } from './AlbumState.tsx';
import { PhotoTile } from './PhotoTile.tsx';
import { useDeletePhotoMutation, useGetOwnAlbumQuery, useGetPhotoSocialProvidersQuery, useSetAlbumCoverMutation } from './photos-api.ts';
import styles from './Photos.module.css';
import { UploadButton } from './UploadButton.tsx';
import { UploadList } from './UploadList.tsx';
import { usePhotoUpload } from './use-photo-upload.ts';

const NO_PHOTOS: AlbumPhoto[] = [];

/** /photos: the member's photo manager (spec 3 §2, §4). */
export function PhotoManagerPage() {
  const { t } = useTranslation('photos');
  const dispatch = useDispatch();
  const album = useGetOwnAlbumQuery();
  const photos = album.data?.photos ?? NO_PHOTOS;
  const photoIds = useMemo(() => photos.map((photo) => photo.id), [photos]);
  const { files, uploading, upload, dismiss } = usePhotoUpload(photoIds);
  const [setCover, cover] = useSetAlbumCoverMutation();
  const [deletePhoto, deletion] = useDeletePhotoMutation();
  const [deleting, setDeleting] = useState<AlbumPhoto | null>(null);
  const busy = cover.isLoading || deletion.isLoading;
  // The import is offered only where the site has Facebook configured: no entry that leads nowhere.
  const facebook = useGetPhotoSocialProvidersQuery().data?.includes('facebook') ?? false;

  const makeCover = async (photo: AlbumPhoto) => {
    const done = await setCover(photo.id);
    dispatch(showPush(done.error ? { messageKey: 'photos:manager.coverFailed', tone: 'error' } : { messageKey: 'photos:manager.coverChanged', tone: 'success' }));
  };
  const confirmDelete = async () => {
    const photo = deleting;
    setDeleting(null);
    if (!photo) return;
    const done = await deletePhoto(photo.id);
    dispatch(showPush(done.error ? { messageKey: 'photos:manager.deleteFailed', tone: 'error' } : { messageKey: 'photos:manager.deleted', tone: 'success' }));
  };

  return (
    <>
      <NavigationHeader title={t('manager.title')} backTo="/profile" />
      <div className={styles.page}>
        <p className={styles.lead}>{t('manager.lead')}</p>
        {album.data && photos.length > 0 && (
          <div className={styles.toolbar}>
            <UploadButton onFiles={(selection) => void upload(selection)} disabled={uploading} />
            <Link to="/gallery" className={buttonClass('secondary')}>
              {t('manager.view')}
            </Link>
            {facebook && (
              <Link to="/photos/facebook" className={buttonClass('ghost')}>
                {t('manager.facebook')}
              </Link>
            )}
          </div>
        )}
        <UploadList files={files} onDismiss={dismiss} />
        {!album.data ? (
          <AlbumState failed={album.isError} onRetry={() => void album.refetch()} />
        ) : photos.length === 0 ? (
          <section className={styles.empty} aria-labelledby="photos-empty-title">
            <h2 id="photos-empty-title" className={styles.emptyTitle}>
              {t('manager.emptyTitle')}
            </h2>
            <p className={styles.lead}>{t('manager.emptyText')}</p>
            <UploadButton onFiles={(selection) => void upload(selection)} disabled={uploading} />
            {facebook && <Link to="/photos/facebook">{t('manager.facebook')}</Link>}
          </section>
        ) : (
          <ul className={styles.grid} aria-label={t('manager.gridLabel')}>
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                position={index + 1}
                isCover={photo.id === album.data?.coverId}
                busy={busy}
                onMakeCover={() => void makeCover(photo)}
                onDelete={() => setDeleting(photo)}
              />
            ))}
          </ul>
        )}
      </div>
      {deleting && (
        <Popup
          title={t('delete.title')}
          description={deleting.id === album.data?.coverId && photos.length > 1 ? t('delete.coverText') : t('delete.text')}
          onClose={() => setDeleting(null)}
          buttons={[
            { label: t('delete.confirm'), onClick: () => void confirmDelete() },
            { label: t('delete.cancel'), onClick: () => setDeleting(null) },
          ]}
        />
      )}
    </>
  );
}
