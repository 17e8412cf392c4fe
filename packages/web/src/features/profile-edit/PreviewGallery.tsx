import { useTranslation } from 'react-i18next';
import { PhotoStatus, type AlbumPhoto } from '@amora/contracts';
import { Carousel } from '../../shared/ui/Carousel.tsx';
import { LoadFailed } from '../../shared/profile/LoadFailed.tsx';
import { useGetProfileAlbumQuery } from './profile-edit-api.ts';
import styles from './ProfileEdit.module.css';

/** Others see only moderated photos, the cover (the avatar) first. */
function shownPhotos(photos: readonly AlbumPhoto[], coverId: string | null): AlbumPhoto[] {
  const moderated = photos.filter((photo) => photo.status === PhotoStatus.moderated);
  return [...moderated.filter((photo) => photo.id === coverId), ...moderated.filter((photo) => photo.id !== coverId)];
}

function imageOf(photo: AlbumPhoto): string | undefined {
  return photo.images.thumb_600 ?? photo.images.avatar_l ?? photo.images.o ?? photo.images.w;
}

/** The avatar gallery of the own profile as a contact profile shows it (spec 1 §2), with a note on pending photos. */
export function PreviewGallery({ name }: { name: string }) {
  const { t } = useTranslation('profile');
  const album = useGetProfileAlbumQuery();
  if (album.isError && !album.data) return <LoadFailed message={t('preview.photosFailed')} onRetry={() => void album.refetch()} />;
  if (!album.data) return <div className={styles.skeleton} role="status" aria-label={t('loading')} />;

  const photos = shownPhotos(album.data.photos, album.data.coverId);
  const pending = album.data.photos.some((photo) => photo.status === PhotoStatus.pending);
  const slides = photos.flatMap((photo, index) => {
    const src = imageOf(photo);
    return src ? [<img key={photo.id} className={styles.galleryImage} src={src} alt={t('preview.photoAlt', { name, number: index + 1 })} draggable={false} />] : [];
  });
  return (
    <>
      <div className={styles.gallery}>
        {slides.length > 0 ? (
          <Carousel label={t('preview.photos', { name })} slides={slides} dots={slides.length > 1} />
        ) : (
          <div className={styles.galleryEmpty} role="img" aria-label={t('preview.noPhotos')}>
            {name.charAt(0).toUpperCase()}
          </div>
        )}
      </div>
      {pending && <p className={styles.note}>{t('preview.pendingNote')}</p>}
    </>
  );
}
