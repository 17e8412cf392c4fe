import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZODIAC_SIGNS } from '@amora/contracts';
import { ageOn, birthdaysOfAges, zodiacOf } from './birthday.ts';
import { maskName } from './profile-view.ts';

const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('age on the clock', () => {
  it('counts completed years', () => {
    expect(ageOn('1990-06-15', at('2026-06-14'))).toBe(35);
    expect(ageOn('1990-06-15', at('2026-06-15'))).toBe(36);
    expect(ageOn('2008-01-15', at('2026-01-15'))).toBe(18);
    expect(ageOn('2008-01-16', at('2026-01-15'))).toBe(17);
  });

  it('passes a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2004-02-29', at('2026-02-28'))).toBe(21);
    expect(ageOn('2004-02-29', at('2026-03-01'))).toBe(22);
    expect(ageOn('2004-02-29', at('2028-02-29'))).toBe(24);
  });

  it('grows by exactly one a year after any birthday', () => {
    const dates = fc.date({ min: new Date('1930-01-01'), max: new Date('2010-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 364 * 24 * 3600 * 1000 }), (born, offset) => {
        const birthday = born.toISOString().slice(0, 10);
        const now = Date.parse('2026-01-01T00:00:00Z') + offset;
        const age = ageOn(birthday, now);
        expect(age).toBeGreaterThanOrEqual(0);
        const nextYear = new Date(now);
        nextYear.setUTCFullYear(nextYear.getUTCFullYear() + 1);
        // One year later the age is one more, except around 29 February.
        if (!birthday.endsWith('02-29')) expect(ageOn(birthday, nextYear.getTime())).toBe(age + 1);
      }),
    );
  });
});

describe('birthdays of an age range', () => {
  it('bounds exactly the birthdays whose age on the clock lies in the range, 29 February included', () => {
    const dates = fc.date({ min: new Date('1930-01-01'), max: new Date('2010-12-31'), noInvalidDate: true });
    const days = fc.date({ min: new Date('2024-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.oneof(dates.map((d) => d.toISOString().slice(0, 10)), fc.constantFrom('2004-02-29', '1996-02-29')), days, fc.integer({ min: 18, max: 89 }), fc.integer({ min: 0, max: 20 }), (birthday, today, from, span) => {
        const to = Math.min(89, from + span);
        const { after, through } = birthdaysOfAges(from, to, today.getTime());
        const age = ageOn(birthday, today.getTime());
        expect(birthday > after && birthday <= through, `${birthday} aged ${age}, range ${from}-${to}`).toBe(age >= from && age <= to);
      }),
      { numRuns: 2000 },
    );
    expect(birthdaysOfAges(25, 40, at('2026-02-28'))).toEqual({ after: '1985-02-28', through: '2001-02-28' });
  });
});

describe('zodiac', () => {
  it('changes sign on the cusp days', () => {
    expect(zodiacOf('1990-03-20')).toBe('pisces');
    expect(zodiacOf('1990-03-21')).toBe('aries');
    expect(zodiacOf('1990-12-21')).toBe('sagittarius');
    expect(zodiacOf('1990-12-22')).toBe('capricorn');
    expect(zodiacOf('1990-01-19')).toBe('capricorn');
    expect(zodiacOf('1990-01-20')).toBe('aquarius');
    expect(zodiacOf('1990-07-23')).toBe('leo');
  });

  it('covers every sign over a year, in order', () => {
    const seen: string[] = [];
    for (let day = Date.UTC(2001, 0, 1); day < Date.UTC(2002, 0, 1); day += 86_400_000) {
      const sign = zodiacOf(new Date(day).toISOString().slice(0, 10));
      if (seen[seen.length - 1] !== sign) seen.push(sign);
    }
    expect(seen).toEqual([...ZODIAC_SIGNS, 'capricorn']);
  });
});

describe('masked name', () => {
  it('keeps the first and the last letter', () => {
    expect(maskName('Anna')).toBe('A***a');
    expect(maskName(' Jo ')).toBe('J***o');
    expect(maskName('Z')).toBe('Z***');
    expect(maskName('Ярослава')).toBe('Я***а');
    expect(maskName('😀bc😀')).toBe('😀***😀');
  });
});
