import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Who is online, by member hid, as the online channel reported it (spec 2 §4). */
export interface PresenceState {
  online: Record<string, boolean>;
}

const initialState: PresenceState = { online: {} };

export const presenceSlice = createSlice({
  name: 'presence',
  initialState,
  reducers: {
    presenceChanged(state, action: PayloadAction<{ hid: string; online: boolean }>) {
      state.online[action.payload.hid] = action.payload.online;
    },
  },
});

export const { presenceChanged } = presenceSlice.actions;
