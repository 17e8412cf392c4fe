/**
 * How often the likes-me popups showed today on this device (spec 2 §4: "its counter is under 4").
 * The spec gives no period for the counter; ours is the member's calendar day, so a member who is
 * liked over weeks keeps hearing of it, at most four times a day per popup (docs/decisions.md
 * "Likes-me popups").
 */
export const LIKES_ME_POPUP_DAILY_SHOWS = 4;
/** Spec 2 §9: "last shown over 15 minutes ago". */
export const LIKES_ME_POPUP_INTERVAL_MS = 15 * 60 * 1000;

const STORAGE_KEY = 'amora.likesMePopupShows';

interface Shows {
  day: string;
  counts: Record<string, number>;
}

const dayOf = (now: Date) => `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;

function read(now: Date): Shows {
  const day = dayOf(now);
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Shows> | null;
    if (stored?.day === day && stored.counts && typeof stored.counts === 'object') return { day, counts: stored.counts };
  } catch {
    // A value that is not ours counts as no showing.
  }
  return { day, counts: {} };
}

export function likesMePopupShowsToday(name: string, now = new Date()): number {
  const count = read(now).counts[name];
  return typeof count === 'number' ? count : 0;
}

export function recordLikesMePopupShown(name: string, now = new Date()): void {
  const shows = read(now);
  shows.counts[name] = (shows.counts[name] ?? 0) + 1;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(shows));
}
