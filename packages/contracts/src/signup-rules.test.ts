import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_ID } from './brands.ts';
import { signupSchemaOn } from './signup.ts';
import { ageOn, nameError, normalizeBirthday, passwordProblem, SIGNUP_MAX_AGE, SIGNUP_MIN_AGE } from './signup-rules.ts';

const DAY = 86_400_000;
/** Calendar dates from 1900 to 2100, as UTC midnights. */
const dates = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true });
const iso = (d: Date) => d.toISOString().slice(0, 10);

function payload(birthday: string) {
  return { product_id: DEFAULT_BRAND_ID, name: 'Anna', email: 'anna@example.com', gender: 'female', birthday };
}

describe('normalizeBirthday', () => {
  it('accepts YYYY-M-D and YYYY-MM-DD of any real date, answering YYYY-MM-DD', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const short = `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
        expect(normalizeBirthday(short)).toBe(iso(d));
        expect(normalizeBirthday(iso(d))).toBe(iso(d));
      }),
    );
  });

  it('refuses dates that do not exist and other shapes', () => {
    for (const bad of ['2001-02-29', '2000-13-01', '2000-00-10', '2000-1-32', '01-01-2000', '2000/01/01', '2000-1', '', '20000-01-01']) {
      expect(normalizeBirthday(bad)).toBeNull();
    }
    expect(normalizeBirthday('2000-02-29')).toBe('2000-02-29');
  });
});

describe('the sign-up age bound on the clock', () => {
  it('passes exactly the birthdays whose age on the clock is 18 to 89', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 120 * 366 }), (today, daysBack) => {
        const now = today.getTime() + 13 * 3_600_000;
        const birthday = iso(new Date(today.getTime() - daysBack * DAY));
        const age = ageOn(birthday, now);
        const result = signupSchemaOn(now).safeParse(payload(birthday));
        expect(result.success).toBe(age >= SIGNUP_MIN_AGE && age <= SIGNUP_MAX_AGE);
      }),
    );
  });

  it('turns 18 on the birthday itself, not the day before', () => {
    const now = Date.UTC(2026, 0, 15, 12);
    expect(signupSchemaOn(now).safeParse(payload('2008-1-15')).success).toBe(true);
    expect(signupSchemaOn(now).safeParse(payload('2008-01-16')).success).toBe(false);
    expect(signupSchemaOn(now).safeParse(payload('1936-01-16')).success).toBe(true);
    expect(signupSchemaOn(now).safeParse(payload('1936-01-15')).success).toBe(false);
  });

  it('counts a 29 February birthday as passed on 1 March', () => {
    expect(ageOn('2008-02-29', Date.UTC(2026, 1, 28))).toBe(17);
    expect(ageOn('2008-02-29', Date.UTC(2026, 2, 1))).toBe(18);
  });
});

describe('passwordProblem and nameError', () => {
  it('code 30 below 8 characters after trimming, 31 for guessable ones', () => {
    expect(passwordProblem('  1234567  ', {})).toMatchObject({ code: 30 });
    expect(passwordProblem('Password1', {})).toMatchObject({ code: 31 });
    expect(passwordProblem('anna.b@example.com', { email: 'Anna.B@example.com' })).toMatchObject({ code: 31 });
    expect(passwordProblem('anna.bee', { email: 'anna.bee@example.com' })).toMatchObject({ code: 31 });
    expect(passwordProblem('violet-harbour-9', { email: 'anna@example.com', name: 'Anna' })).toBeNull();
  });

  it('names never carry digits, @ or dots', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (/[0-9@./:]/.test(text)) expect(nameError(text)).not.toBeNull();
      }),
    );
  });
});
