import { FieldErrorKey, INTEREST_CATEGORIES_SHOWN, INTERESTS, type Interest } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';

/**
 * The one order every interests list follows: by category as categories are shown (popular
 * first), then by id. A page token names the last interest of a page; the next page starts
 * after that interest's place in this order, whatever categories are asked.
 */
const CATEGORY_PLACE = new Map(INTEREST_CATEGORIES_SHOWN.map((category, place) => [category.id, place]));
const IN_ORDER: readonly Interest[] = [...INTERESTS].sort((a, b) => CATEGORY_PLACE.get(a.categoryId)! - CATEGORY_PLACE.get(b.categoryId)! || a.id - b.id);
const PLACE = new Map(IN_ORDER.map((interest, place) => [interest.id, place]));

function encodePageToken(lastInterestId: number): string {
  return Buffer.from(String(lastInterestId)).toString('base64url');
}

function placeAfterToken(token: string): number {
  const place = PLACE.get(Number(Buffer.from(token, 'base64url').toString()));
  if (place === undefined) throw ApiError.validation({ page_token: FieldErrorKey.invalid });
  return place;
}

export interface InterestsPage {
  interests: Interest[];
  /** Empty on the last page. */
  nextPageToken: string;
}

/** One page of the interests of some categories (every category when none are given). */
export function interestsPage(categoryIds: readonly number[], perPage: number, pageToken: string | undefined): InterestsPage {
  const asked = categoryIds.length ? new Set(categoryIds) : undefined;
  const start = pageToken ? placeAfterToken(pageToken) + 1 : 0;
  const matching = IN_ORDER.slice(start).filter((interest) => !asked || asked.has(interest.categoryId));
  const interests = matching.slice(0, perPage);
  return { interests, nextPageToken: matching.length > interests.length ? encodePageToken(interests.at(-1)!.id) : '' };
}
