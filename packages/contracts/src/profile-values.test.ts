import { describe, expect, it } from 'vitest';
import { INTEREST_CATEGORIES, INTERESTS, USER_MOODS } from './profile-values.ts';

describe('interests catalogue', () => {
  it('keeps the ids members already store', () => {
    const idOf = (slug: string) => INTERESTS.find((interest) => interest.slug === slug)?.id;
    expect(idOf('running')).toBe(1);
    expect(idOf('pop')).toBe(13);
    expect(idOf('coffee')).toBe(37);
    expect(idOf('hiking')).toBe(55);
    expect(idOf('boardGames')).toBe(75);
    expect(idOf('dogs')).toBe(93);
    expect(idOf('shopping')).toBe(120);
    expect(idOf('golf')).toBe(121);
    expect(idOf('watchingCricket')).toBe(301);
    expect(INTEREST_CATEGORIES.slice(0, 13).map((category) => category.slug)).toEqual([
      'sports',
      'music',
      'moviesAndTv',
      'foodAndDrink',
      'travel',
      'outdoors',
      'artsAndCulture',
      'games',
      'booksAndLearning',
      'pets',
      'wellness',
      'technology',
      'social',
    ]);
  });

  it('numbers interests and categories 1, 2, 3 … without gaps or repeats', () => {
    expect(INTERESTS.map((interest) => interest.id)).toEqual(INTERESTS.map((_, index) => index + 1));
    expect(INTEREST_CATEGORIES.map((category) => category.id)).toEqual(INTEREST_CATEGORIES.map((_, index) => index + 1));
    expect(new Set(INTERESTS.map((interest) => interest.slug)).size).toBe(INTERESTS.length);
    expect(new Set(INTEREST_CATEGORIES.map((category) => category.slug)).size).toBe(INTEREST_CATEGORIES.length);
  });

  it('is a real catalogue: about 300 interests, every category used, some popular', () => {
    expect(INTERESTS.length).toBeGreaterThanOrEqual(280);
    for (const category of INTEREST_CATEGORIES) expect(INTERESTS.some((interest) => interest.categoryId === category.id)).toBe(true);
    const popular = INTEREST_CATEGORIES.filter((category) => category.is_popular);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.length).toBeLessThan(INTEREST_CATEGORIES.length / 2);
  });

  it('has the 19 moods of the spec in order', () => {
    expect(USER_MOODS.map((mood) => mood.id)).toEqual(Array.from({ length: 19 }, (_, index) => index + 1));
    expect(USER_MOODS[0]!.slug).toBe('readyToChat');
    expect(USER_MOODS[17]!.slug).toBe('makeMeLaugh');
  });
});
