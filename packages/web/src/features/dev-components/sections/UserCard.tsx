import { useTranslation } from 'react-i18next';
import type { SamplePerson } from '../sample-people.ts';
import styles from './sections.module.css';

/** A member's card as lists show them: photo, name and age, online mark and city. */
export function UserCard({ person }: { person: SamplePerson }) {
  const { t } = useTranslation('dev-components');
  return (
    <article className={styles.userCard}>
      <img src={person.photo} alt="" />
      <div className={styles.userCardText}>
        <h3>{t('people.nameAge', { name: person.name, age: person.age })}</h3>
        <p>
          {person.online && <span className={styles.online}>{t('people.online')}</span>}
          {t(`cities.${person.city}`)}
        </p>
      </div>
    </article>
  );
}
