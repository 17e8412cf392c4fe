import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { MessagesResponse } from '@amora/contracts';
import type { AppDispatch } from '../../../api/dispatch.ts';
import { useNavigate } from '../../../shared/routing/index.ts';
import { messengerApi, patchDialogs } from '../api.ts';
import { selectThread, threadEntered, threadLeft, threadPageLoaded, type MessengerRootState } from './thread-slice.ts';

type Status = 'loading' | 'ready' | 'failed';

/**
 * The open thread (spec 2 §4 "Dialog thread"): entering shows the cached messages at once and
 * reads the newest page, which marks the dialog read on the server (its lists follow here at
 * once); older pages load on demand. A dialog that does not exist for the member (404) goes
 * back to the list (spec 2 §8). Leaving keeps the latest 20 for an instant reopening.
 */
export function useThread(hid: string) {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore();
  const navigate = useNavigate();
  const thread = useSelector(selectThread(hid));
  const reloads = useSelector((state: MessengerRootState) => state.messenger.reloads);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [conversationStarter, setConversationStarter] = useState<MessagesResponse['conversationStarter']>(null);

  useEffect(() => {
    dispatch(threadEntered(hid));
    return () => void dispatch(threadLeft(hid));
  }, [dispatch, hid]);

  useEffect(() => {
    let current = true;
    const request = dispatch(messengerApi.endpoints.getThreadPage.initiate({ hid }, { subscribe: false, forceRefetch: true }));
    request.then((result) => {
      if (!current) return;
      // A failed read answers the error first: `data` may still hold an earlier read of the same page.
      if ((result.error as { status?: unknown } | undefined)?.status === 404) {
        navigate('/dialogs', { replace: true });
      } else if (result.error || !result.data) {
        setStatus('failed');
      } else {
        dispatch(threadPageLoaded({ hid, newest: true, response: result.data }));
        setConversationStarter(result.data.conversationStarter);
        if (result.data.dialog) void (dispatch as (action: unknown) => unknown)(messengerApi.util.upsertQueryData('getDialog', hid, result.data.dialog));
        patchDialogs(dispatch as (action: unknown) => unknown, store.getState, (dialog) => dialog.hid === hid, (dialog) => {
          dialog.isRead = true;
          dialog.unreadMessagesCount = 0;
        });
        setStatus('ready');
        setLoadedOnce(true);
      }
    });
    return () => {
      current = false;
    };
  }, [dispatch, store, navigate, hid, reloads, attempt]);

  const loadOlder = useCallback(async () => {
    const token = thread?.olderToken;
    if (!token || loadingOlder) return;
    setLoadingOlder(true);
    const result = await dispatch(messengerApi.endpoints.getThreadPage.initiate({ hid, pageToken: token }, { subscribe: false, forceRefetch: true }));
    if (!result.error && result.data) dispatch(threadPageLoaded({ hid, newest: false, response: result.data }));
    setLoadingOlder(false);
  }, [dispatch, hid, thread?.olderToken, loadingOlder]);

  return {
    messages: thread?.messages ?? [],
    status,
    /** The first page came: the dialog it carried is in the cache, so reading it asks nothing more. */
    loadedOnce,
    /** What the newest page offered to start the conversation with (a greeting while nobody has written). */
    conversationStarter,
    hasOlder: Boolean(thread?.olderToken),
    loadingOlder,
    loadOlder,
    retry: () => {
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
  };
}

