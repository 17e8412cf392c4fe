import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Popups of spec 1 §2 by name; the popup host renders the one open. */
export type PopupName = 'profile_restored_popup';
/** Modals by name; the modal host renders the one open. */
export type ModalName = 'language';

export interface Push {
  id: number;
  /** Translation key in the `common` namespace. */
  messageKey: string;
  tone: 'info' | 'success' | 'error';
}

export interface OverlayState {
  popup: PopupName | null;
  modal: ModalName | null;
  pushes: Push[];
}

const initialState: OverlayState = { popup: null, modal: null, pushes: [] };
let nextPushId = 1;

/** Global overlays that any feature may open (spec 1 §2): popup, modal and push toasts. */
export const overlaySlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    openPopup(state, action: PayloadAction<PopupName>) {
      state.popup = action.payload;
    },
    closePopup(state) {
      state.popup = null;
    },
    openModal(state, action: PayloadAction<ModalName>) {
      state.modal = action.payload;
    },
    closeModal(state) {
      state.modal = null;
    },
    showPush: {
      reducer(state, action: PayloadAction<Push>) {
        state.pushes.push(action.payload);
      },
      prepare(push: Omit<Push, 'id'>) {
        return { payload: { ...push, id: nextPushId++ } };
      },
    },
    dismissPush(state, action: PayloadAction<number>) {
      state.pushes = state.pushes.filter((push) => push.id !== action.payload);
    },
  },
});

export const { openPopup, closePopup, openModal, closeModal, showPush, dismissPush } = overlaySlice.actions;
