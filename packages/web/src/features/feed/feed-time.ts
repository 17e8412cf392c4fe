const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When an activity happened, relative to `now`, in the member's language ("5 minutes ago",
 * "yesterday", "vor 3 Tagen"): Intl writes it natively, plural forms included. Past four weeks
 * it is the date.
 */
export function relativeTime(iso: string, now: number, language: string): string {
  const at = Date.parse(iso);
  const ago = Math.max(0, now - at);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return format.format(-Math.floor(ago / DAY), 'day');
  if (ago < 28 * DAY) return format.format(-Math.floor(ago / (7 * DAY)), 'week');
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(at);
}
