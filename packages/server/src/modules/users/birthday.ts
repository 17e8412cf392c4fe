import type { ZodiacSign } from '@amora/contracts';

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function partsOf(birthday: string): DateParts {
  const [year, month, day] = birthday.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/**
 * Completed years on the clock's date (UTC). A 29 February birthday counts as passed on 1 March
 * in common years, as civil law in most of our markets has it.
 */
export function ageOn(birthday: string, now: number): number {
  const born = partsOf(birthday);
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > born.month || (month === born.month && day >= born.day);
  return year - born.year - (hadBirthday ? 0 : 1);
}

/**
 * The birthdays of members aged `from` to `to` on the clock's date, as the stored ISO dates
 * compare: born after `after` and on or before `through`. Exactly the members `ageOn` counts in
 * the range, so a search can bound the birthday column instead of computing every age.
 */
export function birthdaysOfAges(from: number, to: number, now: number): { after: string; through: string } {
  const today = new Date(now);
  const monthDay = today.toISOString().slice(4, 10);
  const year = (n: number) => String(n).padStart(4, '0');
  return { after: `${year(today.getUTCFullYear() - to - 1)}${monthDay}`, through: `${year(today.getUTCFullYear() - from)}${monthDay}` };
}

/** First day of each sign, by month: the sign changes on this day of the month (1-based). */
const SIGN_STARTS: ReadonlyArray<[month: number, day: number, sign: ZodiacSign]> = [
  [1, 20, 'aquarius'],
  [2, 19, 'pisces'],
  [3, 21, 'aries'],
  [4, 20, 'taurus'],
  [5, 21, 'gemini'],
  [6, 21, 'cancer'],
  [7, 23, 'leo'],
  [8, 23, 'virgo'],
  [9, 23, 'libra'],
  [10, 23, 'scorpio'],
  [11, 22, 'sagittarius'],
  [12, 22, 'capricorn'],
];

/** The western (tropical) zodiac sign of a birthday. */
export function zodiacOf(birthday: string): ZodiacSign {
  const { month, day } = partsOf(birthday);
  const [, startDay, sign] = SIGN_STARTS[month - 1]!;
  if (day >= startDay) return sign;
  // Before the change day the previous month's sign holds (December's before January's).
  return SIGN_STARTS[(month + 10) % 12]![2];
}
