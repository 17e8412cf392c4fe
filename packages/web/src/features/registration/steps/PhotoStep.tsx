import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepBodyProps } from '../step-props.ts';
import { FieldError } from './FieldError.tsx';
import { MAX_PHOTO_BYTES, PhotoErrorCode, photoErrorKey, uploadFunnelPhoto } from './upload-photo.ts';
import styles from '../Registration.module.css';

/** The photo: choose, preview, upload with progress; errors by photo code. The one skippable step. */
export function PhotoStep({ data, errors, funnelId, onChange, onErrors }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (file: File | undefined) => {
    if (!file || !funnelId) return;
    if (!file.type.startsWith('image/') || file.size > MAX_PHOTO_BYTES) {
      onErrors({ photos: photoErrorKey[PhotoErrorCode.invalidFile] });
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const outcome = await uploadFunnelPhoto(funnelId, file, setProgress);
    setProgress(null);
    if (outcome.ok) onChange({ photos: [outcome.hid] });
    else {
      setPreview(null);
      onErrors({ photos: photoErrorKey[outcome.code] });
    }
  };

  const uploaded = Boolean(data.photos?.length);
  return (
    <div className={styles.photoStep}>
      <label className={styles.photoDrop} data-filled={Boolean(preview)}>
        {preview ? <img src={preview} alt={t('photo.preview')} className={styles.photoPreview} /> : <span className={styles.photoPlus} aria-hidden="true">+</span>}
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
      {uploaded && progress === null && <p className={styles.success} role="status">{t('photo.uploaded')}</p>}
      <p id="photo-note" className={styles.note}>
        {t('photo.note')}
      </p>
      <FieldError id="photo-error" error={errors.photos} />
    </div>
  );
}
