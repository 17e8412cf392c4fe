import { describe, expect, it } from 'vitest';
import { MAIL_DOMAINS } from '@amora/contracts';
import { editDistance, suggestFixedEmail } from './email-typos.ts';

describe('suggestFixedEmail', () => {
  it.each([
    ['ann@gmial.com', 'ann@gmail.com'],
    ['ann@gmal.com', 'ann@gmail.com'],
    ['ann@gnail.com', 'ann@gmail.com'],
    ['ann@gmail.con', 'ann@gmail.com'],
    ['ann@gmail.cmo', 'ann@gmail.com'],
    ['ann@gmail.co', 'ann@gmail.com'],
    ['ann@GMIAL.COM', 'ann@gmail.com'],
    ['ann@hotmial.com', 'ann@hotmail.com'],
    ['ann@hotmial.co', 'ann@hotmail.com'],
    ['ann@yaho.com', 'ann@yahoo.com'],
    ['ann@outlok.com', 'ann@outlook.com'],
    ['ann@iclod.com', 'ann@icloud.com'],
    ['ivan@yandex.ri', 'ivan@yandex.ru'],
    ['ivan@mail.ri', 'ivan@mail.ru'],
    ['joe@mycompany.con', 'joe@mycompany.com'],
  ])('%s → %s', (email, fixed) => {
    expect(suggestFixedEmail(email, MAIL_DOMAINS)).toBe(fixed);
  });

  it.each(['ann@gmail.com', 'ann@gmx.at', 'ann@mycompany.de', 'ann@uni-hamburg.de', 'no-at-sign', '@gmial.com', 'ann@'])('leaves %s alone', (email) => {
    expect(suggestFixedEmail(email, MAIL_DOMAINS)).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one slip', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
