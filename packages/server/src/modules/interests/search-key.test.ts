import { describe, expect, it } from 'vitest';
import { interestSearchKey } from './search-key.ts';

describe('interestSearchKey', () => {
  it('ignores case and Latin accents', () => {
    expect(interestSearchKey('Café')).toBe(interestSearchKey('CAFE'));
    expect(interestSearchKey('Équitation')).toBe('equitation');
    expect(interestSearchKey('Łyżwiarstwo')).toBe('lyzwiarstwo');
    expect(interestSearchKey('Fußball')).toBe('fussball');
  });

  it('reads ё as е and ї as і', () => {
    expect(interestSearchKey('Причёски')).toBe('прически');
    expect(interestSearchKey('Її')).toBe('іі');
  });

  it('keeps Devanagari vowel signs but drops the nukta', () => {
    expect(interestSearchKey('फ़ुटबॉल')).toBe(interestSearchKey('फुटबॉल'));
    expect(interestSearchKey('कॉफ़ी')).not.toBe(interestSearchKey('कैफ़े'));
    expect(interestSearchKey('योग').startsWith(interestSearchKey('यु'))).toBe(false);
  });

  it('treats punctuation and repeated spaces as one space', () => {
    expect(interestSearchKey('Hip-hop')).toBe('hip hop');
    expect(interestSearchKey('  Rock  ’n’ roll ')).toBe('rock n roll');
  });
});
