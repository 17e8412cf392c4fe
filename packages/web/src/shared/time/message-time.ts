const DAY = 86_400_000;

const startOfDay = (at: number) => {
  const date = new Date(at);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
};

const capitalised = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The thread's day separator: "Today", "Yesterday", then the date (with the year when it is not this one). */
export function dayLabel(at: number, now: number, language: string): string {
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days === 0 || days === 1) return capitalised(new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day'), language);
  const sameYear = new Date(at).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }).format(at);
}

/** Whether two moments fall on one calendar day of the member's clock. */
export const sameDay = (a: number, b: number) => startOfDay(a) === startOfDay(b);

/** A dialog row's time (and the system thread row's): the hour today, the weekday this week, else the date. */
export function listTime(at: number, now: number, language: string): string {
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY);
  if (days <= 0) return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);
  if (days < 7) return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(at);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(at);
}

/** Whole hours left until `deadline` (at least 1 while it lies ahead), null once it passed. */
export function hoursLeft(deadline: number, now: number): number | null {
  if (deadline <= now) return null;
  return Math.max(1, Math.floor((deadline - now) / 3_600_000));
}
