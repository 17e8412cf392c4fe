import type { InterestCategoryView, InterestView, Language, MemberInterestsQuery, MemberInterestView } from '@amora/contracts';
import type { AccountsService } from '../accounts/index.ts';
import { catalogueIn } from './catalogue.ts';
import { interestsPage } from './interests-page.ts';
import { suggestInterests } from './suggest.ts';

/** A stored list that is not a JSON array of ids reads as no interests rather than failing the page. */
function parseInterestIds(stored: string | undefined): Set<number> {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export interface MemberInterestsPage {
  interests: MemberInterestView[];
  next_page_token: string;
}

/** The interests catalogue in the request's language, and the member's picks from it. */
export class InterestsService {
  constructor(private readonly accounts: AccountsService) {}

  all(language: Language): InterestView[] {
    return [...catalogueIn(language).interests];
  }

  categories(language: Language): InterestCategoryView[] {
    return [...catalogueIn(language).categories];
  }

  async memberInterests(accountId: number, language: Language, query: MemberInterestsQuery): Promise<MemberInterestsPage> {
    const page = interestsPage(query.category_ids ?? [], query.per_page, query.page_token);
    const selected = parseInterestIds((await this.accounts.findProfile(accountId))?.interests);
    const { byId } = catalogueIn(language);
    return {
      interests: page.interests.map((interest) => ({ ...byId.get(interest.id)!, is_selected: selected.has(interest.id) })),
      next_page_token: page.nextPageToken,
    };
  }

  suggest(language: Language, prefix: string): InterestView[] {
    const { suggestEntries, collator } = catalogueIn(language);
    return suggestInterests(suggestEntries, prefix, collator);
  }
}
