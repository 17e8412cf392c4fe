import { createSlice } from '@reduxjs/toolkit';
import { networkLost } from '../../api/events.ts';

/** Browser-level state: connectivity (the 502 screen) and a newer deployed revision. */
export interface DeviceState {
  offline: boolean;
  newRevisionAvailable: boolean;
}

const initialState: DeviceState = { offline: false, newRevisionAvailable: false };

export const deviceSlice = createSlice({
  name: 'device',
  initialState,
  reducers: {
    wentOffline(state) {
      state.offline = true;
    },
    newRevisionDetected(state) {
      state.newRevisionAvailable = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(networkLost, (state) => {
      state.offline = true;
    });
  },
});

export const { wentOffline, newRevisionDetected } = deviceSlice.actions;
