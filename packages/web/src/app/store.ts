import { combineReducers, configureStore, createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api.ts';
import { accountBanned, accountStateChanged, sessionEnded } from '../api/events.ts';
import { accountApi } from '../api/profile.ts';
import { loginSlice } from '../features/login/login-slice.ts';
import { countersSlice } from '../shared/realtime/counters-slice.ts';
import { presenceSlice } from '../features/realtime/presence-slice.ts';
import { chatEventReceived, feedChanged, realtimeAuthenticated } from '../shared/realtime/frame-events.ts';
import { initialMessengerState } from '../features/messenger/thread/messenger-state.ts';
import { lazyMessengerReducer } from '../shared/messenger/lazy-reducer.ts';
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
  messenger: lazyMessengerReducer(initialMessengerState),
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Registers the messenger's chat sync on a store's listeners (features/messenger/live/chat-sync.ts),
 * typed by the messenger against its own part of the state: the store hands the listeners as they are.
 */
type MessengerSync = (listeners: never) => void;
let messengerSync: MessengerSync | null = null;
const awaitingSync = new Set<(register: MessengerSync) => void>();

/** The logged-in area hands the chat sync over when its code has loaded; stores made before get it then. */
export function provideMessengerSync(register: MessengerSync): void {
  messengerSync = register;
  for (const connect of awaitingSync) connect(register);
  awaitingSync.clear();
}

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

  // The messenger's chat events, in seq order and gap-free, on its threads and dialog lists. Its
  // code comes with the logged-in area, not with the first page (DESIGN.md §11); a socket that
  // speaks sooner has its frames kept and handed over once the sync is there.
  const early: UnknownAction[] = [];
  const keepEarly = listeners.startListening({ matcher: isAnyOf(realtimeAuthenticated, chatEventReceived), effect: (action) => void early.push(action) });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { ...sessionSlice.getInitialState(), status },
      ...(persisted.login ? { login: persisted.login } : {}),
    },
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
  const connect = (register: MessengerSync) => {
    keepEarly();
    register(listeners as never);
    for (const action of early.splice(0)) store.dispatch(action);
  };
  if (messengerSync) connect(messengerSync);
  else awaitingSync.add(connect);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
