import { useEffect, useEffectEvent, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { enqueuePopup, type PopupName } from '../../../shared/overlays/overlay-slice.ts';
import { selectCounters, type CountersState } from '../../../shared/realtime/counters-slice.ts';
import { useLocation } from '../../../shared/routing/index.ts';
import { LIKES_ME_POPUP_DAILY_SHOWS, LIKES_ME_POPUP_INTERVAL_MS, likesMePopupShowsToday } from './likes-me-shows.ts';

/** Each popup, the counter that brings it and the pages where it would only repeat what is on screen. */
const WATCHED: { popup: PopupName; count: (counters: CountersState) => number; quietOn: RegExp }[] = [
  { popup: 'likes_me_popup', count: (counters) => counters.newILikeCount, quietOn: /^\/activity\/likes/ },
  // The game shows its own mutual-match popup for a match made there.
  { popup: 'likes_me_matches_popup', count: (counters) => counters.newMatchesCount, quietOn: /^\/(activity\/matches|matches)/ },
];

/**
 * Queues the likes-me and likes-me-matches popups (spec 2 §4, §9) when their new count grows: at
 * most every 15 minutes (the queue's show-once timeout) and while shown fewer than 4 times today.
 */
export function LikesMeWatcher() {
  const dispatch = useDispatch();
  const counts = useSelector((state: { counters: CountersState }) => WATCHED.map((watched) => watched.count(selectCounters(state))).join());
  const { pathname } = useLocation();
  const previous = useRef<number[]>(WATCHED.map(() => 0));

  // The page is read when a count changes, not watched: arriving on a page queues nothing.
  const countsChanged = useEffectEvent((now: number[]) => {
    WATCHED.forEach((watched, index) => {
      const grew = now[index]! > previous.current[index]!;
      if (grew && !watched.quietOn.test(pathname) && likesMePopupShowsToday(watched.popup) < LIKES_ME_POPUP_DAILY_SHOWS) {
        dispatch(enqueuePopup({ name: watched.popup, showOnceMs: LIKES_ME_POPUP_INTERVAL_MS }));
      }
    });
    previous.current = now;
  });
  useEffect(() => countsChanged(counts.split(',').map(Number)), [counts]);

  return null;
}
