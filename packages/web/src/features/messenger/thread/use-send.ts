import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { MESSAGE_LEGACY_CODE, type Message, type SendMessageBody } from '@amora/contracts';
import type { AppDispatch } from '../../../api/dispatch.ts';
import { newRequestId, sendMessageApi } from '../../../shared/messenger/send-message.ts';
import { preloadIdOf, sendFailed, sendRetried, sendStarted, sendSucceeded, type MessengerRootState } from './thread-slice.ts';

/** What the member sends, before the server has it: shown at once at the end of the thread. */
function preloadOf(requestId: string, body: SendMessageBody, replyTo: Message | null): Message {
  return {
    id: preloadIdOf(requestId),
    createDate: Date.now(),
    isIncoming: false,
    isRead: false,
    isSent: true,
    isSmart: false,
    isPreload: true,
    isDeleted: false,
    repliedMessage: replyTo ? { id: replyTo.id, type: replyTo.type, isIncoming: replyTo.isIncoming, text: replyTo.text, isDeleted: false } : null,
    type: body.type,
    subtype: MESSAGE_LEGACY_CODE[body.type],
    text: body.textMessageBody?.text ?? body.greetingMessageBody?.text ?? body.conversationPromptMessageBody?.answer ?? null,
    stickerType: body.stickerMessageBody?.stickerType ?? null,
    giftType: body.giftMessageBody?.giftType ?? null,
    greetingType: body.greetingMessageBody?.greetingType ?? null,
    questionId: body.conversationPromptMessageBody?.questionId ?? null,
  };
}

/** The refusal's code, or null for a connection that never answered. */
const codeOf = (error: unknown): number | null => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : null;
};

/** What the thread hears of a send: the server took it (`onSent`), or refused it with a code (coins, blocked). */
export interface SendOutcomes {
  onSent: (message: Message) => void;
  onRefused: (code: number | null) => void;
}

/**
 * Optimistic sending (spec 2 §4 "Sending"): a preload message shows first under a fresh
 * requestId, and the server's message replaces it. A failed one stays, unsent, until the member
 * retries it: the retry sends the SAME requestId, so a send that did reach the server is not
 * stored twice. Tells the caller how each send ended.
 */
export function useSend(hid: string, { onSent, onRefused }: SendOutcomes) {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<MessengerRootState>();

  const deliver = useCallback(
    async (requestId: string) => {
      const outgoing = store.getState().messenger.outgoing[requestId];
      if (!outgoing) return;
      const result = await dispatch(sendMessageApi.endpoints.sendMessage.initiate({ hid: outgoing.hid, body: outgoing.body }));
      if (result.data) {
        dispatch(sendSucceeded({ requestId, message: result.data }));
        onSent(result.data);
      } else {
        const code = codeOf(result.error);
        dispatch(sendFailed({ requestId, code }));
        onRefused(code);
      }
    },
    [dispatch, store, onSent, onRefused],
  );

  const send = useCallback(
    (payload: Omit<SendMessageBody, 'requestId'>, replyTo: Message | null) => {
      const requestId = newRequestId();
      const body: SendMessageBody = { ...payload, requestId, ...(replyTo ? { replyToId: replyTo.id } : {}) };
      dispatch(sendStarted({ hid, requestId, body, preload: preloadOf(requestId, body, replyTo) }));
      return deliver(requestId);
    },
    [dispatch, hid, deliver],
  );

  const retry = useCallback(
    (requestId: string) => {
      dispatch(sendRetried(requestId));
      return deliver(requestId);
    },
    [dispatch, deliver],
  );

  return { send, retry };
}
