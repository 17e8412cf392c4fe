import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Feature, SplitBinding } from '@amora/contracts';
import { accessDenied, sessionEnded } from '../../api/events.ts';

/** Auth status is unknown until session start decides (spec 1 §4). */
export type AuthStatus = 'unknown' | 'loggedIn' | 'loggedOut';

export interface SessionState {
  status: AuthStatus;
  /** Set by a 403 (spec 1 §6): the access-error type. */
  accessError: { url: string } | null;
  /** From POST /v3/init. */
  features: Feature[];
  splitBindings: SplitBinding[];
}

const initialState: SessionState = { status: 'unknown', accessError: null, features: [], splitBindings: [] };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state) {
      state.status = 'loggedIn';
    },
    loggedOut(state) {
      state.status = 'loggedOut';
    },
    initLoaded(state, action: PayloadAction<{ features: Feature[]; splitBindings: SplitBinding[] }>) {
      state.features = action.payload.features;
      state.splitBindings = action.payload.splitBindings;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionEnded, (state) => {
        state.status = 'loggedOut';
      })
      .addCase(accessDenied, (state, action) => {
        state.accessError = { url: action.payload.url };
      });
  },
});

export const { loggedIn, loggedOut, initLoaded } = sessionSlice.actions;

export const selectAuthStatus = (state: { session: SessionState }) => state.session.status;

/** The split-test variants /v3/init bound this member to. */
export const selectSplitBindings = (state: { session: SessionState }) => state.session.splitBindings;
