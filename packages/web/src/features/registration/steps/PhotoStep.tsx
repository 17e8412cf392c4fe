import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../shared/ui/button.ts';
import { registrationApi } from '../api.ts';
import type { SocialPhotoImport } from '../social-prefill.ts';
import type { StepBodyProps } from '../step-props.ts';
import { FieldError } from './FieldError.tsx';
import type { AddedPhoto } from '../registration-slice.ts';
import { MAX_PHOTO_BYTES, PhotoErrorCode, photoErrorKey, previewUrl, uploadFunnelPhoto } from './upload-photo.ts';
import styles from '../Registration.module.css';

/** The import takes at most this many photos per request (contracts MAX_FUNNEL_UPLOAD_FILES). */
const MAX_IMPORT = 10;

const photoErrorOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return photoErrorKey[(Object.values(PhotoErrorCode) as number[]).includes(code as number) ? (code as PhotoErrorCode) : PhotoErrorCode.uploadFailed];
};

interface FacebookPhotosProps {
  offer: SocialPhotoImport;
  funnelId: string;
  onImported: (photos: AddedPhoto[]) => void;
  onError: (key: string) => void;
}

/** Facebook (flow 1): the provider's photos as selectable thumbnails, imported on request. */
function FacebookPhotos({ offer, funnelId, onImported, onError }: FacebookPhotosProps) {
  const { t } = useTranslation('registration');
  const [importPhotos, { isLoading }] = registrationApi.useImportFunnelPhotosMutation();
  const [selected, setSelected] = useState<readonly string[]>(() => offer.photos.slice(0, MAX_IMPORT));

  const toggle = (url: string) =>
    setSelected((current) => (current.includes(url) ? current.filter((item) => item !== url) : current.length < MAX_IMPORT ? [...current, url] : current));

  const run = async () => {
    // In the order shown: the first selected photo becomes the avatar.
    const urls = offer.photos.filter((url) => selected.includes(url));
    try {
      const photos = await importPhotos({ funnelId, social_provider_id: offer.social_provider_id, social_token: offer.social_token, urls }).unwrap();
      if (photos.length > 0) onImported(photos.map((photo) => ({ hid: photo.hid, preview: previewUrl(photo.urls) })));
      else onError(photoErrorKey[PhotoErrorCode.uploadFailed]);
    } catch (error) {
      onError(photoErrorOf(error));
    }
  };

  return (
    <section className={styles.socialPhotos} aria-labelledby="facebook-photos-title">
      <h2 id="facebook-photos-title" className={styles.socialPhotosTitle}>
        {t('photo.facebookTitle')}
      </h2>
      <ul className={styles.socialPhotoGrid}>
        {offer.photos.map((url, i) => (
          <li key={url}>
            <button type="button" className={styles.socialPhoto} aria-pressed={selected.includes(url)} onClick={() => toggle(url)}>
              <img src={url} alt={t('photo.facebookPhoto', { number: i + 1 })} loading="lazy" referrerPolicy="no-referrer" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={buttonClass('secondary', { block: true })} disabled={isLoading || selected.length === 0} aria-busy={isLoading} onClick={() => void run()}>
        {isLoading ? t('photo.importing') : t('photo.importFacebook')}
      </button>
    </section>
  );
}

/**
 * The photo: choose, preview, upload with progress; errors by photo code. The one skippable step.
 * In the Facebook flow the provider's photos can be imported instead.
 *
 * The frame shows the file just chosen while this screen lives, otherwise the preview the upload
 * answered, kept with the progress: after a reload the photo is still there. A kept preview that
 * no longer loads (the funnel photo expired) takes the photo with it: an empty frame to choose
 * again, never "uploaded" over nothing.
 */
export function PhotoStep({ data, errors, funnelId, socialPhotos, photoPreview, onPhotosAdded, onPhotoLost, onErrors }: StepBodyProps) {
  const { t } = useTranslation('registration');
  /** The file chosen on this screen (an object URL): shown at once, during and after its upload. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [lost, setLost] = useState(false);
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen);
  }, [chosen]);

  const choose = async (file: File | undefined) => {
    if (!file || !funnelId) return;
    if (!file.type.startsWith('image/') || file.size > MAX_PHOTO_BYTES) {
      onErrors({ photos: photoErrorKey[PhotoErrorCode.invalidFile] });
      return;
    }
    setChosen(URL.createObjectURL(file));
    setLost(false);
    setProgress(0);
    const outcome = await uploadFunnelPhoto(funnelId, file, setProgress);
    setProgress(null);
    if (outcome.ok) onPhotosAdded([{ hid: outcome.hid, preview: outcome.preview }], false);
    else {
      // Back to what was there before: the earlier photo, if any, is still the one kept.
      setChosen(null);
      onErrors({ photos: photoErrorKey[outcome.code] });
    }
  };

  const kept = data.photos?.length ? (photoPreview?.url ?? null) : null;
  const preview = chosen ?? kept;
  const uploaded = Boolean(data.photos?.length) && preview !== null && progress === null;
  const imported = chosen === null && Boolean(photoPreview?.imported);
  return (
    <div className={styles.photoStep}>
      <label className={styles.photoDrop} data-filled={Boolean(preview)}>
        {preview ? (
          <img
            src={preview}
            alt={t('photo.preview')}
            className={styles.photoPreview}
            onError={
              chosen
                ? undefined
                : () => {
                    setLost(true);
                    onPhotoLost();
                  }
            }
          />
        ) : (
          <span className={styles.photoPlus} aria-hidden="true">
            +
          </span>
        )}
        <span className={preview ? 'visually-hidden' : styles.photoLabel}>{t('photo.choose')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          className="visually-hidden"
          aria-describedby="photo-note"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      {progress !== null && (
        <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} aria-label={t('photo.uploading')}>
          <span className={styles.progressFill} style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      {uploaded && (
        <p className={styles.success} role="status">
          {imported ? t('photo.imported') : t('photo.uploaded')}
        </p>
      )}
      {lost && !preview && (
        <p className={styles.note} role="status">
          {t('photo.lost')}
        </p>
      )}
      {socialPhotos && funnelId && socialPhotos.photos.length > 0 && (
        <FacebookPhotos
          offer={socialPhotos}
          funnelId={funnelId}
          onImported={(photos) => {
            setChosen(null);
            setLost(false);
            onPhotosAdded(photos, true);
          }}
          onError={(key) => onErrors({ photos: key })}
        />
      )}
      <p id="photo-note" className={styles.note}>
        {t('photo.note')}
      </p>
      <FieldError id="photo-error" error={errors.photos} />
    </div>
  );
}
