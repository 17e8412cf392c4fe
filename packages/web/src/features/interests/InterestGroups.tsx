import { useTranslation } from 'react-i18next';
import { CounterBadge } from '../../shared/ui/CounterBadge.tsx';
import { InterestChip } from './InterestChip.tsx';
import type { InterestGroup } from './interests-api.ts';
import styles from './InterestsStep.module.css';

/** Every category, popular first, each a group of chips with how many of it are chosen. */
export function InterestGroups({ groups, chosen, onToggle }: { groups: InterestGroup[]; chosen: readonly number[]; onToggle: (id: number) => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.groups}>
      {groups.map(({ category, interests }) => {
        const count = interests.filter((interest) => chosen.includes(interest.id)).length;
        return (
          <fieldset key={category.id} className={styles.group}>
            <legend className={styles.groupTitle}>
              <span>{category.title}</span>
              {count > 0 && (
                <>
                  <span aria-hidden="true">
                    <CounterBadge count={count} />
                  </span>
                  <span className="visually-hidden">{t('interests.chosenInCategory', { count })}</span>
                </>
              )}
            </legend>
            <div className={styles.chips}>
              {interests.map((interest) => (
                <InterestChip key={interest.id} title={interest.title} checked={chosen.includes(interest.id)} onToggle={() => onToggle(interest.id)} />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
