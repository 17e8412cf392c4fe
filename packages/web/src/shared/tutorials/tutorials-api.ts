import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { TUTORIAL_ITEMS, type OnboardingItemView, type TutorialItem } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/**
 * The tutorial state (spec 2 §3): each tooltip's show counter, and which one is showing. One
 * tooltip at a time, so two tips never cover each other (the dialog list has two).
 */
export interface TutorialState {
  counts: Record<TutorialItem, number>;
  open: TutorialItem | null;
}

/**
 * The counters come from the onboarding items (spec 2 §7), read once a session and shared by
 * every tooltip; each showing is counted on the server (PUT) and in the cache at once.
 */
export const tutorialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTutorials: build.query<TutorialState, void>({
      query: () => ({ url: '/rest/v2/user/onboarding/items' }),
      transformResponse: (response: { result: { items: OnboardingItemView[] } }): TutorialState => {
        const counts = new Map(unwrapResult(response).items.map((item) => [item.name, item.count]));
        return { counts: Object.fromEntries(TUTORIAL_ITEMS.map((name) => [name, counts.get(name) ?? 0])) as TutorialState['counts'], open: null };
      },
      // The cache is the state from here on: never dropped and read again within the session.
      keepUnusedDataFor: Infinity,
    }),
    // Not idempotent: a repeat would count twice, so a lost answer is not retried.
    countTutorialShown: build.mutation<void, TutorialItem>({
      query: (item) => ({ url: '/rest/v2/user/onboarding/item', method: 'PUT', body: { item } }),
    }),
  }),
});

const selectTutorials = tutorialsApi.endpoints.getTutorials.select();
type TutorialsRootState = Parameters<typeof selectTutorials>[0];
type TutorialThunk<T> = ThunkAction<T, TutorialsRootState, unknown, UnknownAction>;
/** A dispatch that runs the tutorial thunks. */
export type TutorialsDispatch = ThunkDispatch<TutorialsRootState, unknown, UnknownAction>;

/**
 * Shows `name` if nothing else shows and it was shown fewer than `limit` times: its status is set
 * and its counter goes up here and on the server (spec 2 §4 "Tutorials"). Answers whether it showed.
 */
export function showTutorial(name: TutorialItem, limit: number): TutorialThunk<boolean> {
  return (dispatch, getState) => {
    const state = selectTutorials(getState()).data;
    if (!state || state.open !== null || state.counts[name] >= limit) return false;
    dispatch(
      tutorialsApi.util.updateQueryData('getTutorials', undefined, (draft) => {
        draft.open = name;
        draft.counts[name] += 1;
      }),
    );
    // Untracked: nothing waits for the answer, and a failed count only means one showing more later.
    void dispatch(tutorialsApi.endpoints.countTutorialShown.initiate(name, { track: false }));
    return true;
  };
}

/** Hides `name` if it is the one showing. */
export function hideTutorial(name: TutorialItem): TutorialThunk<void> {
  return (dispatch) => {
    dispatch(
      tutorialsApi.util.updateQueryData('getTutorials', undefined, (draft) => {
        if (draft.open === name) draft.open = null;
      }),
    );
  };
}

export const { useGetTutorialsQuery } = tutorialsApi;
