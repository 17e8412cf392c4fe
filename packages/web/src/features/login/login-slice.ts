import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Login state that outlives the page (spec 1 §3 "login state"): the e-mail draft and when a
 * confirmation e-mail may be resent (epoch ms). The password is never kept.
 */
export interface LoginState {
  email: string;
  resendAvailableAt: number | null;
}

const initialState: LoginState = { email: '', resendAvailableAt: null };

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    emailDrafted(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    resendBlockedUntil(state, action: PayloadAction<number | null>) {
      state.resendAvailableAt = action.payload;
    },
  },
});

export const { emailDrafted, resendBlockedUntil } = loginSlice.actions;
