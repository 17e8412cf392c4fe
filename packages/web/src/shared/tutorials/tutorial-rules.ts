/** Interest tooltips (spec 2 §4 "Tutorials"): shown 3,500 ms after their section shows, hidden 3 s after showing. */
export const INTEREST_TUTORIAL_TIMING = { showAfterMs: 3500, hideAfterMs: 3000 } as const;

/** The thread-list smart message tooltip has its own limit (spec 2 §4): it shows on up to 3 visits. */
export const THREAD_LIST_TUTORIAL_LIMIT = 3;

/** The add-interests tooltip asks a member with fewer interests than this. */
export const ADD_INTERESTS_BELOW = 3;
