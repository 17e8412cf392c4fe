import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeCounters } from '@amora/contracts';

/** The unread and "new" counters of spec 2 §4 (rpc), as the realtime channel last sent them. */
export type CountersState = RealtimeCounters;

const initialState: CountersState = { unreadDialogsCount: 0, newILikeCount: 0, newMatchesCount: 0, newVisitorsCount: 0 };

export const countersSlice = createSlice({
  name: 'counters',
  initialState,
  reducers: {
    countersReceived(_state, action: PayloadAction<RealtimeCounters>) {
      const { unreadDialogsCount, newILikeCount, newMatchesCount, newVisitorsCount } = action.payload;
      return { unreadDialogsCount, newILikeCount, newMatchesCount, newVisitorsCount };
    },
  },
});

export const { countersReceived } = countersSlice.actions;

/** The counters as the store holds them, for features that read them. */
export const selectCounters = (state: { counters: CountersState }): CountersState => state.counters;
