import { useTranslation } from 'react-i18next';
import type { PaywallMatches } from '@amora/contracts';
import styles from './Paywall.module.css';

/**
 * The loaded step's title and line (spec 1 §4 "match found"; issue 16.7 "Honest numbers"): the
 * member's true number of matches with its plural, "999+" past the server's cap, and another
 * sentence, true whatever the number, when nobody fits yet or the number could not be read.
 */
export function MatchesFound({ matches, titleId }: { matches: PaywallMatches | undefined; titleId: string }) {
  const { t } = useTranslation('registration');
  const found = matches !== undefined && matches.count > 0;
  return (
    <>
      <h1 id={titleId} className={styles.title}>
        {found ? t(matches.capped ? 'paywall.matchFoundCapped' : 'paywall.matchFound', { count: matches.count }) : t('paywall.noMatches')}
      </h1>
      <p className={styles.text}>{t(found ? 'paywall.matchText' : 'paywall.noMatchesText')}</p>
    </>
  );
}
