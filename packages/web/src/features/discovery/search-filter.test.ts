import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, activeFilterCount, filterErrorsOf, filterOf, normalizeDraft, storedDraft, storeDraft, validateDraft } from './search-filter.ts';

afterEach(() => localStorage.clear());

describe('the search filter as edited and as sent (contracts search.ts)', () => {
  const defaults = { age: { from: 28, to: 40 }, searchGender: 'm' as const };

  it('sends only what narrows the search, lists in a stable order', () => {
    expect(filterOf(EMPTY_DRAFT)).toEqual({});
    expect(filterOf({ ...EMPTY_DRAFT, interests: [9, 3], city: { id: 2911298, name: 'Hamburg' } })).toEqual({ interests: [3, 9], cityId: 2911298 });
  });

  it('drops age, gender and height equal to their defaults, so they never count as filters', () => {
    const draft = normalizeDraft({ ...EMPTY_DRAFT, age: { from: 28, to: 40 }, searchGender: 'm', height: { from: 120, to: 220 } }, defaults);
    expect(activeFilterCount(draft)).toBe(0);
    expect(normalizeDraft({ ...EMPTY_DRAFT, age: { from: 30, to: 40 }, searchGender: 'f' }, defaults)).toMatchObject({ age: { from: 30, to: 40 }, searchGender: 'f' });
  });

  it('names the field of an error, from the contracts parse or the server envelope', () => {
    expect(validateDraft({ ...EMPTY_DRAFT, age: { from: 17, to: 30 } })).toEqual({ age: 'validation.tooSmall' });
    expect(validateDraft({ ...EMPTY_DRAFT, goal: [999] })).toEqual({ goal: 'validation.invalid' });
    expect(filterErrorsOf({ 'filter.height.to': 'validation.tooBig', 'filter.cityId': 'validation.invalid', pageToken: 'validation.invalid' })).toEqual({ height: 'validation.tooBig', cityId: 'validation.invalid' });
  });

  it('keeps the applied filter for the next visit, and forgets one the contracts refuse now', () => {
    storeDraft({ ...EMPTY_DRAFT, onlineStatus: 1 });
    expect(storedDraft()).toEqual({ ...EMPTY_DRAFT, onlineStatus: 1 });
    localStorage.setItem('amora.searchFilter', JSON.stringify({ smoking: [42] }));
    expect(storedDraft()).toEqual(EMPTY_DRAFT);
    localStorage.setItem('amora.searchFilter', '{not json');
    expect(storedDraft()).toEqual(EMPTY_DRAFT);
    storeDraft(EMPTY_DRAFT);
    expect(localStorage.getItem('amora.searchFilter')).toBeNull();
  });
});
