import { useTranslation } from 'react-i18next';
import { registrationApi, type VocabularyField } from '../api.ts';
import type { RegistrationData } from '../registration-data.ts';
import type { StepBodyProps } from '../step-props.ts';
import type { FieldName } from '../steps.ts';
import { MAX_INTERESTS } from '../validation.ts';
import { Checkbox } from '../../../shared/ui/Checkbox.tsx';
import { Radio } from '../../../shared/ui/Radio.tsx';
import { FieldError } from './FieldError.tsx';
import styles from '../Registration.module.css';

/** The vocabulary names the language list `foreign_languages`; other fields keep their name. */
const VOCABULARY_NAME: Partial<Record<FieldName, string>> = { language: 'foreign_languages' };

type Options = { id: number; label: string; group: string | null }[];

function optionsOf(field: VocabularyField): Options {
  if ('min' in field.values) return [];
  const labels = field.values as Record<string, string>;
  const groupOf = new Map<string, string>();
  for (const group of field.group_by ?? []) for (const key of group.values) groupOf.set(key, group.label);
  // Grouped fields list their values in group order (popular categories first).
  const keys = field.group_by?.length ? field.group_by.flatMap((group) => group.values) : field.visible.length ? field.visible : Object.keys(labels);
  return keys
    .filter((key) => labels[key] !== undefined)
    .map((key) => ({ id: Number(key), label: labels[key]!, group: groupOf.get(key) ?? null }));
}

function groupsOf(options: Options): [string | null, Options][] {
  const groups = new Map<string | null, Options>();
  for (const option of options) groups.set(option.group, [...(groups.get(option.group) ?? []), option]);
  return [...groups.entries()];
}

/**
 * A profile attribute from the guest vocabulary (labels translated by the server): big option
 * cards for select_one, chips for select_many (interests grouped by category, at most 14).
 */
export function ChoiceStep({ step, data, errors, funnelId, onChange, onErrors }: StepBodyProps) {
  const { t } = useTranslation('registration');
  const field = step.fields[0]!;
  const vocabulary = registrationApi.useGuestVocabularyQuery(funnelId ?? '');
  const entry = vocabulary.data?.[VOCABULARY_NAME[field] ?? field];

  if (vocabulary.isLoading) return <p className={styles.note} role="status">{t('loading')}</p>;
  if (!entry) {
    return (
      <div className={styles.field}>
        <p className={styles.error} role="alert">{t('errors.vocabulary')}</p>
        <button type="button" className={styles.linkButton} onClick={() => void vocabulary.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const options = optionsOf(entry);
  const errorId = `${field}-error`;

  if (entry.type === 'select_one') {
    const value = data[field] as number | undefined;
    return (
      <fieldset className={styles.group} aria-describedby={errors[field] ? errorId : undefined}>
        <legend className="visually-hidden">{entry.label}</legend>
        <div className={styles.options}>
          {options.map((option) => (
            <Radio key={option.id} look="card" name={field} label={option.label} checked={value === option.id} onChange={() => onChange({ [field]: option.id } as RegistrationData)} />
          ))}
        </div>
        <FieldError id={errorId} error={errors[field]} />
      </fieldset>
    );
  }

  const chosen = (data[field] as number[] | undefined) ?? [];
  const max = field === 'interests' ? MAX_INTERESTS : Infinity;
  const toggle = (id: number) => {
    if (chosen.includes(id)) onChange({ [field]: chosen.filter((item) => item !== id) } as RegistrationData);
    else if (chosen.length < max) onChange({ [field]: [...chosen, id] } as RegistrationData);
    else onErrors({ [field]: 'errors.tooManyInterests' });
  };
  return (
    <fieldset className={styles.group} aria-describedby={errors[field] ? errorId : undefined}>
      <legend className="visually-hidden">{entry.label}</legend>
      {Number.isFinite(max) && (
        <p className={styles.note} aria-live="polite">
          {t('chosenOf', { chosen: chosen.length, max })}
        </p>
      )}
      {groupsOf(options).map(([group, groupOptions]) => (
        <div key={group ?? ''} className={styles.chipGroup}>
          {group && <h2 className={styles.groupTitle}>{group}</h2>}
          <div className={styles.chips}>
            {groupOptions.map((option) => (
              <Checkbox key={option.id} look="chip" label={option.label} checked={chosen.includes(option.id)} onChange={() => toggle(option.id)} />
            ))}
          </div>
        </div>
      ))}
      <FieldError id={errorId} error={errors[field]} />
    </fieldset>
  );
}
