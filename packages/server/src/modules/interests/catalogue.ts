import { INTEREST_CATEGORIES_SHOWN, INTERESTS, LANGUAGES, type InterestCategoryView, type InterestView, type Language } from '@amora/contracts';
import { translator } from '../vocabulary/index.ts';
import { interestSearchKey } from './search-key.ts';
import type { SuggestEntry } from './suggest.ts';

/** The interests catalogue (contracts/profile-values.ts) titled in one language. */
export interface TitledCatalogue {
  /** By id. */
  interests: readonly InterestView[];
  byId: ReadonlyMap<number, InterestView>;
  /** Popular first, then by id. */
  categories: readonly InterestCategoryView[];
  suggestEntries: readonly SuggestEntry[];
  collator: Intl.Collator;
}

function titled(language: Language): TitledCatalogue {
  const t = translator(language);
  const interests = INTERESTS.map((interest) => ({ id: interest.id, title: t(interest.key), category_id: interest.categoryId }));
  return {
    interests,
    byId: new Map(interests.map((interest) => [interest.id, interest])),
    categories: INTEREST_CATEGORIES_SHOWN.map((category) => ({ id: category.id, title: t(category.key), is_popular: category.is_popular })),
    suggestEntries: interests.map((interest) => ({ interest, key: interestSearchKey(interest.title) })),
    collator: new Intl.Collator(language),
  };
}

/** Built once per language: the catalogue only changes with a deploy. */
const CATALOGUES: ReadonlyMap<Language, TitledCatalogue> = new Map(LANGUAGES.map((language) => [language, titled(language)]));

export function catalogueIn(language: Language): TitledCatalogue {
  return CATALOGUES.get(language)!;
}
