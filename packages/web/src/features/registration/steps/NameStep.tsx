import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { AppDispatch } from '../../../api/dispatch.ts';
import { registrationApi } from '../api.ts';
import type { StepBodyProps } from '../step-props.ts';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

/** The first name, checked by the server before going on (POST /rest/v2/validation/user/name). */
export function NameStep({ data, errors, onChange, onErrors, setBeforeNext }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const dispatch = useDispatch<AppDispatch>();
  const name = data.name ?? '';
  useEffect(() => {
    setBeforeNext(async () => {
      const passed = await dispatch(registrationApi.endpoints.checkName.initiate({ name: name.trim() }))
        .unwrap()
        .then(() => true)
        .catch((error: { code?: unknown }) => typeof error.code !== 'number');
      if (!passed) onErrors({ name: 'errors.nameInvalid' });
      return passed;
    });
    return () => setBeforeNext(null);
  }, [dispatch, name, onErrors, setBeforeNext]);
  return (
    <div className={styles.field}>
      <label htmlFor="reg-name" className={styles.label}>
        {t('name.label')}
      </label>
      <input
        id="reg-name"
        className={styles.input}
        autoComplete="given-name"
        autoFocus
        value={name}
        maxLength={40}
        aria-invalid={Boolean(errors.name)}
        aria-describedby={errors.name ? 'name-error' : undefined}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <FieldError id="name-error" error={errors.name} />
    </div>
  );
}
