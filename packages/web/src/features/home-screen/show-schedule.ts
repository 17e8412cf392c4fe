import { HOMESCREEN_MAX_SHOWS, HOMESCREEN_SHOW_DELAYS_MS } from '@amora/contracts';

/** How often the popup was shown on this device, and when last (epoch ms). */
export interface HomeScreenShows {
  count: number;
  lastShownAt: number;
}

const STORAGE_KEY = 'homescreen.shows';
const NONE: HomeScreenShows = { count: 0, lastShownAt: 0 };

export function readShows(): HomeScreenShows {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<HomeScreenShows> | null;
    if (value && Number.isInteger(value.count) && typeof value.lastShownAt === 'number') return { count: value.count!, lastShownAt: value.lastShownAt };
  } catch {
    // Unreadable: counted as never shown.
  }
  return NONE;
}

/**
 * Spec 3 §4, §9: shown while the counter is below 5, once the time since the last show exceeds
 * the delay for the number of shows so far.
 */
export function mayShow(shows: HomeScreenShows, now: number): boolean {
  if (shows.count >= HOMESCREEN_MAX_SHOWS) return false;
  const delay = HOMESCREEN_SHOW_DELAYS_MS[shows.count] ?? Infinity;
  return shows.count === 0 || now - shows.lastShownAt > delay;
}

export function recordShow(now: number): void {
  const shows = readShows();
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ count: shows.count + 1, lastShownAt: now }));
}

/** Accepting the install prompt clears the stored counters (spec 3 §4). */
export function clearShows(): void {
  localStorage.removeItem(STORAGE_KEY);
}
