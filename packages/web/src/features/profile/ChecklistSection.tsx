import { useTranslation } from 'react-i18next';
import { COMPLETENESS_SECTIONS, type CompletenessSection, type CompletenessSectionName } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import { ConfirmEmailAction } from '../../shared/email-confirmation/ConfirmEmailAction.tsx';
import { fixFor } from './checklist-links.ts';
import styles from './ProfileChecklist.module.css';

/** One section of the checklist: its share done and, for each missing item, where to fix it. */
export function ChecklistSection({ name, section }: { name: CompletenessSectionName; section: CompletenessSection }) {
  const { t } = useTranslation('profile');
  const titleId = `checklist-${name}`;
  const linked = section.missing.filter((item) => fixFor(item).kind !== 'none');
  const listed = section.missing.filter((item) => fixFor(item).kind === 'none');
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t(`sections.${name}`)}
        </h2>
        <span className={styles.sectionPercent} data-done={section.percentage === 100 || undefined}>
          {section.percentage === 100 ? t('checklist.done') : t('checklist.percent', { percentage: section.percentage })}
        </span>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width: `${section.percentage}%` }} />
      </div>
      {linked.map((item) => (
        <MissingWithFix key={item} item={item} />
      ))}
      {listed.length > 0 && (
        <>
          <p className={styles.missingTitle}>{t('checklist.missing')}</p>
          <ul className={styles.tags}>
            {listed.map((item) => (
              <li key={item}>{t(`items.${item}`)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function MissingWithFix({ item }: { item: string }) {
  const { t } = useTranslation('profile');
  const { data: profile } = useGetOwnProfileQuery();
  const fix = fixFor(item);
  if (fix.kind === 'confirmEmail') return profile?.common ? <ConfirmEmailAction email={profile.common.email} /> : null;
  if (fix.kind !== 'link') return null;
  return (
    <div className={styles.fix}>
      <MenuItem to={fix.to} title={t(`items.${item}`)} subtitle={t(fix.hint, { target: COMPLETENESS_SECTIONS.interests.target })} />
    </div>
  );
}
