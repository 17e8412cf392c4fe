import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../../shared/routing/index.ts';
import { FACEBOOK_PHOTOS_PATH, MAX_UPLOAD_FILES, SOCIAL_ERROR_PARAM, SOCIAL_TOKEN_PARAM, type PremoderatedPhoto } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { AlbumState } from './AlbumState.tsx';
import { useGetFacebookPhotosQuery, useGetOwnAlbumQuery, useGetPhotoSocialProvidersQuery } from './photos-api.ts';
import styles from './Photos.module.css';
import { UploadButton } from './UploadButton.tsx';
import { UploadList } from './UploadList.tsx';
import { useFacebookImport } from './use-facebook-import.ts';
import { usePhotoUpload } from './use-photo-upload.ts';

/** The server's photos flow: Facebook's consent, then back here with a photos `social_token`. */
const CONNECT_URL = `/apis/social/v1/facebook/start?purpose=photos&redirect=${encodeURIComponent(FACEBOOK_PHOTOS_PATH)}`;
const NO_IDS: string[] = [];

function ConnectLink({ label }: { label: string }) {
  return (
    <a href={CONNECT_URL} className={buttonClass('primary')}>
      {label}
    </a>
  );
}

/** The member's Facebook photos to pick from: at most 10, the ones too small for us unavailable. */
function FacebookPicker({ token, existingPhotoIds }: { token: string; existingPhotoIds: readonly string[] }) {
  const { t } = useTranslation('photos');
  const navigate = useNavigate();
  const photos = useGetFacebookPhotosQuery(token);
  const [picked, setPicked] = useState<string[]>([]);
  const { importing, importPhotos } = useFacebookImport(existingPhotoIds);

  const error = photos.error as ApiError | undefined;
  if (error && error.status === 400) {
    return (
      <div className={styles.alert} role="alert">
        <p>{t('facebook.expired')}</p>
        <ConnectLink label={t('facebook.connectAgain')} />
      </div>
    );
  }
  if (!photos.data) return <AlbumState failed={photos.isError} onRetry={() => void photos.refetch()} />;
  const list = photos.data.premoderated_photos;
  if (list.length === 0) return <p className={styles.note}>{t('facebook.none')}</p>;

  const toggle = (photo: PremoderatedPhoto) =>
    setPicked((current) => (current.includes(photo.large_url) ? current.filter((url) => url !== photo.large_url) : [...current, photo.large_url]));
  const full = picked.length >= MAX_UPLOAD_FILES;
  const submit = async () => {
    const outcome = await importPhotos(picked);
    if (outcome !== 'failed') void navigate('/photos');
  };

  return (
    <>
      <p className={styles.lead} aria-live="polite">
        {t('facebook.picked', { count: picked.length, max: MAX_UPLOAD_FILES })}
      </p>
      <ul className={styles.grid} aria-label={t('facebook.gridLabel')}>
        {list.map((photo, index) => {
          const selected = picked.includes(photo.large_url);
          return (
            <li key={photo.large_url}>
              <button
                type="button"
                className={styles.pick}
                aria-pressed={selected}
                disabled={importing || !photo.pass || (full && !selected)}
                onClick={() => toggle(photo)}
                aria-label={photo.pass ? t('facebook.photo', { position: index + 1 }) : t('facebook.tooSmall', { position: index + 1 })}
              >
                <img src={photo.small_url} alt="" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className={buttonClass('primary', { block: true })} disabled={picked.length === 0 || importing} onClick={() => void submit()}>
        {importing ? t('facebook.importing') : t('facebook.import', { count: picked.length })}
      </button>
    </>
  );
}

/** /photos/facebook: import photos from Facebook (spec 3 §2), or upload when the site has no Facebook. */
export function FacebookPhotosPage() {
  const { t } = useTranslation('photos');
  const [params] = useSearchParams();
  const providers = useGetPhotoSocialProvidersQuery();
  const album = useGetOwnAlbumQuery();
  const existing = useMemo(() => album.data?.photos.map((photo) => photo.id) ?? NO_IDS, [album.data]);
  const { files, uploading, upload, dismiss } = usePhotoUpload(existing);
  const token = params.get(SOCIAL_TOKEN_PARAM);

  let body;
  if (!providers.data) {
    body = <AlbumState failed={providers.isError} onRetry={() => void providers.refetch()} />;
  } else if (!providers.data.includes('facebook')) {
    body = (
      <section className={styles.empty} aria-labelledby="facebook-off">
        <h2 id="facebook-off" className={styles.emptyTitle}>
          {t('facebook.unavailableTitle')}
        </h2>
        <p className={styles.lead}>{t('facebook.unavailableText')}</p>
        <UploadButton onFiles={(selection) => void upload(selection)} disabled={uploading} />
        <UploadList files={files} onDismiss={dismiss} />
        <Link to="/photos">{t('facebook.toManager')}</Link>
      </section>
    );
  } else if (token) {
    body = <FacebookPicker token={token} existingPhotoIds={existing} />;
  } else {
    body = (
      <section className={styles.empty} aria-labelledby="facebook-connect">
        <h2 id="facebook-connect" className={styles.emptyTitle}>
          {t('facebook.connectTitle')}
        </h2>
        <p className={styles.lead}>{params.has(SOCIAL_ERROR_PARAM) ? t('facebook.cancelled') : t('facebook.connectText')}</p>
        <ConnectLink label={t('facebook.connect')} />
      </section>
    );
  }

  return (
    <>
      <NavigationHeader title={t('facebook.title')} backTo="/photos" />
      <div className={styles.page}>{body}</div>
    </>
  );
}
