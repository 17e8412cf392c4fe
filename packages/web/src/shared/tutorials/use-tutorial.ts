import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { TutorialItem } from '@amora/contracts';
import { hideTutorial, showTutorial, useGetTutorialsQuery, type TutorialsDispatch } from './tutorials-api.ts';

export interface TutorialOptions {
  /** Shown while its counter is under this; 1 is "shown once" (spec 2 §4). */
  limit?: number;
  /** When given, the tooltip shows itself once while this holds (at most once per mount). */
  when?: boolean;
  /** How long `when` must hold before it shows. */
  showAfterMs?: number;
  /** Hides itself this long after showing; otherwise it stays until closed. */
  hideAfterMs?: number;
}

export interface Tutorial {
  name: TutorialItem;
  open: boolean;
  /** Shows it now, if its counter allows and no other tooltip shows. */
  shown(): void;
  hide(): void;
}

/**
 * One tutorial tooltip (spec 2 §2 "Tooltips", §4 "Tutorials"). It can show only once the
 * counters and its texts have loaded, so a showing is never counted that nobody could read.
 */
export function useTutorial(name: TutorialItem, { limit = 1, when, showAfterMs = 0, hideAfterMs }: TutorialOptions = {}): Tutorial {
  const dispatch = useDispatch<TutorialsDispatch>();
  const { data } = useGetTutorialsQuery();
  const { ready } = useTranslation('tutorials', { useSuspense: false });
  const [shownHere, setShownHere] = useState(false);
  const open = data?.open === name;
  const available = ready && data !== undefined && data.open === null && data.counts[name] < limit;

  const shown = useCallback(() => {
    if (!ready) return;
    if (dispatch(showTutorial(name, limit))) setShownHere(true);
  }, [dispatch, name, limit, ready]);
  const hide = useCallback(() => dispatch(hideTutorial(name)), [dispatch, name]);

  useEffect(() => {
    if (!when || shownHere || !available) return;
    const timer = setTimeout(shown, showAfterMs);
    return () => clearTimeout(timer);
  }, [when, shownHere, available, shown, showAfterMs]);

  useEffect(() => {
    if (!open || hideAfterMs === undefined) return;
    const timer = setTimeout(hide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [open, hide, hideAfterMs]);

  // A tooltip whose screen goes away hides, so it never holds back the others.
  useEffect(() => hide, [hide]);

  return { name, open, shown, hide };
}
