import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, type ButtonVariant } from '../../shared/ui/button.ts';
import styles from './Photos.module.css';
import { PHOTO_ACCEPT_ATTRIBUTE } from './upload-selection.ts';

/** The picker: several png, jpeg or webp files at once; the same files can be chosen again. */
export function UploadButton({ onFiles, disabled, variant = 'primary' }: { onFiles: (files: File[]) => void; disabled: boolean; variant?: ButtonVariant }) {
  const { t } = useTranslation('photos');
  const id = useId();
  return (
    <>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        multiple
        accept={PHOTO_ACCEPT_ATTRIBUTE}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className={buttonClass(variant)} aria-disabled={disabled || undefined}>
        {disabled ? t('upload.uploading') : t('upload.button')}
      </label>
    </>
  );
}
