import { INTEREST_SUGGEST_LIMIT, type InterestView } from '@amora/contracts';
import { interestSearchKey } from './search-key.ts';

export interface SuggestEntry {
  interest: InterestView;
  /** interestSearchKey of the title. */
  key: string;
}

/** Where the prefix matches: the title's start ranks above a later word's start. */
function matchRank(key: string, prefix: string): number | undefined {
  if (key.startsWith(prefix)) return 0;
  if (key.includes(` ${prefix}`)) return 1;
  return undefined;
}

/**
 * The interests whose title, or a word of it, starts with the prefix: title matches first, then
 * the shortest titles (the closest to what was typed), then alphabetically in the language.
 */
export function suggestInterests(entries: readonly SuggestEntry[], rawPrefix: string, collator: Intl.Collator): InterestView[] {
  const prefix = interestSearchKey(rawPrefix);
  if (!prefix) return [];
  return entries
    .flatMap((entry) => {
      const rank = matchRank(entry.key, prefix);
      return rank === undefined ? [] : [{ rank, entry }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.interest.title.length - b.entry.interest.title.length ||
        collator.compare(a.entry.interest.title, b.entry.interest.title) ||
        a.entry.interest.id - b.entry.interest.id,
    )
    .slice(0, INTEREST_SUGGEST_LIMIT)
    .map(({ entry }) => entry.interest);
}
