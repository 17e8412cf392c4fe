import { describe, expect, it } from 'vitest';
import { INTEREST_CATEGORIES, INTERESTS, LANGUAGES, USER_MOODS } from '@amora/contracts';
import { labelsOf } from './labels.ts';
import { vocabularyLabelKeys } from './vocabulary.ts';

describe('vocabulary labels', () => {
  const keys = [...new Set(vocabularyLabelKeys())].sort();

  it('cover every interest, category and mood', () => {
    for (const value of [...INTERESTS, ...INTEREST_CATEGORIES, ...USER_MOODS]) expect(keys).toContain(value.key);
  });

  it.each([...LANGUAGES])('%s has a label for every key, and no other', (language) => {
    const labels = labelsOf(language);
    expect(Object.keys(labels).sort()).toEqual(keys);
    for (const key of keys) expect(labels[key]!.trim()).not.toBe('');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en-US'))('%s is translated, not a copy of English', (language) => {
    const english = labelsOf('en-US');
    const own = labelsOf(language);
    const same = keys.filter((key) => own[key] === english[key]);
    // A few words are the same everywhere (Jazz, Sushi, Yoga …); most are not.
    expect(same.length).toBeLessThan(keys.length / 5);
  });

  it.each([...LANGUAGES])('%s names every interest differently', (language) => {
    const labels = labelsOf(language);
    const titles = INTERESTS.map((interest) => labels[interest.key]!.toLocaleLowerCase(language));
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });
});
