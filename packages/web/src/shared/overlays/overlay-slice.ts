import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PushRecord, PushType } from '@amora/contracts';
import { DEFAULT_POPUP_PRIORITY, insertByPriority, type QueuedPopup } from './popup-queue.ts';
import type { LocalPush, PushTone, ServerPush, ToastPush } from './push-toast.ts';

/** Popups of spec 1 §2 by name; the popup host renders the one open. */
export type PopupName =
  | 'profile_restored_popup'
  | 'profile_steps_confirm_popup'
  | 'profile_steps_success_popup'
  | 'check_list_success_popup'
  | 'photo_rejected_popup'
  | 'photo_fake_age_popup'
  | 'photo_upload_success_popup'
  | 'verify_photo_popup'
  | 'request_profile_info'
  | 'request_already_submitted'
  | 'settings_email_notifications_confirm_popup'
  | 'verify_email_to_unsubscribe'
  | 'home_screen_popup'
  | 'likes_me_popup'
  | 'likes_me_matches_popup'
  | 'web_push_popup';
/** Modals by name; the modal host renders the one open. */
export type ModalName = 'language';

/** The popup on screen; `popupId` is new for every show, so its tracking calls belong together. */
export interface OpenPopup {
  name: PopupName;
  popupId: string;
}

export interface PushesState {
  /** The one toast at a time (spec 2 §4): waiting for its photo until `visible`. */
  current: ToastPush | null;
  visible: boolean;
  /** Pushes that arrived while a toast was up, not yet reported to tracking. */
  hidden: ToastPush[];
}

export interface OverlayState {
  popup: OpenPopup | null;
  popupQueue: QueuedPopup<PopupName>[];
  modal: ModalName | null;
  pushes: PushesState;
  /** The member whose mutual-match popup is open: their match push would only repeat it. */
  matchOnScreen: string | null;
}

const initialState: OverlayState = { popup: null, popupQueue: [], modal: null, pushes: { current: null, visible: false, hidden: [] }, matchOnScreen: null };
let nextPushKey = 1;

function arrive(pushes: PushesState, push: ToastPush) {
  if (pushes.current) {
    pushes.hidden.push(push);
    return;
  }
  pushes.current = push;
  pushes.visible = false;
}

function open(state: OverlayState, popup: OpenPopup) {
  state.popup = popup;
  state.popupQueue = state.popupQueue.filter((queued) => queued.name !== popup.name);
}

/** Global overlays that any feature may open (spec 1 §2, spec 2 §4): popups, modal and push toasts. */
export const overlaySlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    /** Opens a popup now, past the queue; opening the one already open keeps it as it is. */
    openPopup: {
      reducer(state, action: PayloadAction<OpenPopup>) {
        if (state.popup?.name !== action.payload.name) open(state, action.payload);
      },
      prepare(name: PopupName) {
        return { payload: { name, popupId: crypto.randomUUID() } };
      },
    },
    closePopup(state) {
      state.popup = null;
    },
    /** Queues a popup for the popup loop; a popup already queued or open is not queued twice. */
    enqueuePopup(state, action: PayloadAction<{ name: PopupName; priority?: number; showOnceMs?: number }>) {
      const { name, priority = DEFAULT_POPUP_PRIORITY, showOnceMs = null } = action.payload;
      if (state.popup?.name === name || state.popupQueue.some((queued) => queued.name === name)) return;
      state.popupQueue = insertByPriority(state.popupQueue, { name, priority, showOnceMs });
    },
    /** One turn of the popup loop: drops the suppressed show-once popups and opens the next one. */
    popupLoopTurned: {
      reducer(state, action: PayloadAction<{ next: OpenPopup | null; suppressed: PopupName[] }>) {
        const { next, suppressed } = action.payload;
        state.popupQueue = state.popupQueue.filter((queued) => !suppressed.includes(queued.name));
        if (next && !state.popup) open(state, next);
      },
      prepare(turn: { next: PopupName | null; suppressed: PopupName[] }) {
        return { payload: { next: turn.next ? { name: turn.next, popupId: crypto.randomUUID() } : null, suppressed: turn.suppressed } };
      },
    },
    openModal(state, action: PayloadAction<ModalName>) {
      state.modal = action.payload;
    },
    closeModal(state) {
      state.modal = null;
    },
    /** A local toast: `type` when it is one of the catalogue's pushes, else a plain note (3 s). */
    showPush: {
      reducer(state, action: PayloadAction<LocalPush>) {
        arrive(state.pushes, action.payload);
      },
      prepare(push: { messageKey: string; tone: PushTone; type?: PushType; url?: string }) {
        const payload: LocalPush = {
          source: 'local',
          key: nextPushKey++,
          pushId: crypto.randomUUID(),
          type: push.type ?? null,
          messageKey: push.messageKey,
          tone: push.tone,
          url: push.url ?? null,
          createdAt: Date.now(),
        };
        return { payload };
      },
    },
    /** A push from the realtime channel. */
    pushReceived: {
      reducer(state, action: PayloadAction<ServerPush>) {
        arrive(state.pushes, action.payload);
      },
      prepare(record: PushRecord) {
        const payload: ServerPush = { source: 'server', key: nextPushKey++, record };
        return { payload };
      },
    },
    /** The toast's photo is loaded (or it has none): it goes on screen. */
    pushRevealed(state, action: PayloadAction<number>) {
      if (state.pushes.current?.key === action.payload) state.pushes.visible = true;
    },
    matchOnScreenChanged(state, action: PayloadAction<string | null>) {
      state.matchOnScreen = action.payload;
    },
    pushClosed(state, action: PayloadAction<number>) {
      if (state.pushes.current?.key !== action.payload) return;
      state.pushes.current = null;
      state.pushes.visible = false;
    },
    hiddenPushesReported(state, action: PayloadAction<number[]>) {
      state.pushes.hidden = state.pushes.hidden.filter((push) => !action.payload.includes(push.key));
    },
  },
});

export const {
  openPopup,
  closePopup,
  enqueuePopup,
  popupLoopTurned,
  openModal,
  closeModal,
  showPush,
  pushReceived,
  pushRevealed,
  pushClosed,
  hiddenPushesReported,
  matchOnScreenChanged,
} = overlaySlice.actions;
