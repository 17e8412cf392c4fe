import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { CloseGlyph } from '../../shared/ui/glyphs.tsx';
import styles from './Photos.module.css';
import type { UploadFile } from './use-photo-upload.ts';

/** The files of the last selection still uploading or refused, each with its progress or error. */
export function UploadList({ files, onDismiss }: { files: readonly UploadFile[]; onDismiss: (uid: string) => void }) {
  const { t } = useTranslation('photos');
  const shown = files.filter((file) => !file.isLoaded);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.uploads} aria-label={t('upload.listLabel')}>
      {shown.map((file) => (
        <li key={file.uid} className={styles.upload} aria-label={file.name}>
          {file.previewUrl ? <img className={styles.uploadPreview} src={file.previewUrl} alt="" /> : <span className={styles.uploadPreview} aria-hidden="true" />}
          <div>
            <p className={styles.uploadName}>{file.name}</p>
            {file.errorKey ? (
              <p className={styles.uploadError} role="alert">
                {t(file.errorKey)}
              </p>
            ) : (
              <progress className={styles.progress} max={100} value={file.progress} aria-label={t('upload.progress', { name: file.name })} />
            )}
          </div>
          {file.errorKey && (
            <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => onDismiss(file.uid)} aria-label={t('upload.dismiss', { name: file.name })}>
              <CloseGlyph size={16} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
