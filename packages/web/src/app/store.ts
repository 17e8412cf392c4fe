import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api.ts';
import { accountBanned, accountStateChanged, sessionEnded } from '../api/events.ts';
import { accountApi } from '../api/profile.ts';
import { loginSlice } from '../features/login/login-slice.ts';
import { countersSlice } from '../shared/realtime/counters-slice.ts';
import { presenceSlice } from '../features/realtime/presence-slice.ts';
import { feedChanged } from '../shared/realtime/frame-events.ts';
import { messengerSlice } from '../features/messenger/thread/thread-slice.ts';
import { registerMessengerSync } from '../features/messenger/live/chat-sync.ts';
import type { PersistedState } from '../shared/browser/persisted-state.ts';
import { overlaySlice } from '../shared/overlays/overlay-slice.ts';
import { leaveSession } from './session/logout.ts';
import { sessionSlice, type AuthStatus } from './session/session-slice.ts';
import { deviceSlice } from './device/device-slice.ts';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  login: loginSlice.reducer,
  overlays: overlaySlice.reducer,
  device: deviceSlice.reducer,
  counters: countersSlice.reducer,
  presence: presenceSlice.reducer,
  messenger: messengerSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The account status `ok` of a banned member (below -1, DESIGN.md §13). */
const BANNED_OK = -2;

/**
 * The store; `persisted` is what local storage kept from the last visit (app/persist.ts), and
 * `status` the auth status to start in: `loggedOut` where nothing could log the visitor in
 * (session/start-session.ts), so their page renders at once, as the server rendered it.
 */
export function createStore(persisted: PersistedState = {}, status: AuthStatus = 'unknown') {
  const listeners = createListenerMiddleware<RootState>();

  // A session that ends while logged in (401 codes 2/3/4/8, failed refresh) logs out for good:
  // storage cleared, full reload home (spec 1 §4). Before session start decided, nothing to leave.
  listeners.startListening({
    actionCreator: sessionEnded,
    effect: (_action, listenerApi) => {
      if (listenerApi.getOriginalState().session.status === 'loggedIn') leaveSession();
    },
  });
  // 401 code 10: the account changed state (banned, hidden): reload the profile for the overlays.
  listeners.startListening({
    actionCreator: accountStateChanged,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags(['Profile']));
    },
  });

  // A banned member's session is over, but they see the banned screen rather than the home page:
  // the profile the logged-in area reads says so (its log out leaves the usual way).
  listeners.startListening({
    actionCreator: accountBanned,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(
        accountApi.util.updateQueryData('getOwnProfile', undefined, (draft) => {
          if (draft.common) draft.common.ok = BANNED_OK;
        }),
      );
    },
  });

  // The feed changed on the server (a like, a visit, a read on another tab): whatever shows it
  // (the open feed, the unread badge) reads it again; nothing reads it while nobody looks.
  listeners.startListening({
    actionCreator: feedChanged,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags(['Feed']));
    },
  });

  // The messenger's chat events, in seq order and gap-free, on its threads and dialog lists.
  registerMessengerSync(listeners as unknown as Parameters<typeof registerMessengerSync>[0]);

  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { ...sessionSlice.getInitialState(), status },
      ...(persisted.login ? { login: persisted.login } : {}),
    },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
