import { useTranslation } from 'react-i18next';
import styles from '../Registration.module.css';

/** A translated field error, announced to screen readers. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation('registration');
  if (!error) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {t(error)}
    </p>
  );
}
