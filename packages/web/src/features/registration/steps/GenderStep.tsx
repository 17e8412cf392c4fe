import { useTranslation } from 'react-i18next';
import type { StepBodyProps } from '../step-props.ts';
import { Radio } from '../../../shared/ui/Radio.tsx';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

const GENDERS = ['male', 'female'] as const;
const opposite = (gender: 'male' | 'female') => (gender === 'male' ? 'female' : 'male');

/** Own gender and the gender looked for; choosing one's gender suggests the other as the search. */
export function GenderStep({ data, errors, onChange }: StepBodyProps) {
  const { t } = useTranslation('registration');
  return (
    <>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('gender.iAm')}</legend>
        <div className={styles.cards}>
          {GENDERS.map((gender) => (
            <Radio
              key={gender}
              look="card"
              name="gender"
              label={t(`gender.${gender}`)}
              checked={data.gender === gender}
              onChange={() => onChange({ gender, search_gender: data.search_gender ?? opposite(gender) })}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('gender.lookingFor')}</legend>
        <div className={styles.cards}>
          {GENDERS.map((gender) => (
            <Radio key={gender} look="card" name="search_gender" label={t(`gender.search.${gender}`)} checked={data.search_gender === gender} onChange={() => onChange({ search_gender: gender })} />
          ))}
        </div>
      </fieldset>
      <FieldError id="gender-error" error={errors.gender ?? errors.search_gender} />
    </>
  );
}
