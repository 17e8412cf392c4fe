import type { Message, SendMessageBody } from '@amora/contracts';
import { api } from '../../api/api.ts';

/** A message for the member of `hid` (a dialog is named by the other member's hid). */
export interface SendArg {
  hid: string;
  body: SendMessageBody;
}

/** A fresh idempotency key for one message (DESIGN.md §14 "Exactly-once send"). */
export const newRequestId = (): string => crypto.randomUUID();

/**
 * `POST /v3/messenger/dialogs/{id}/messages` (spec 2 §7), here because more than the messenger
 * sends: the thread, and the mutual-match popup's first words.
 */
export const sendMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Safe to repeat by construction: the server answers a repeated requestId with the first message. */
    sendMessage: build.mutation<Message, SendArg>({
      query: ({ hid, body }) => ({ url: `/v3/messenger/dialogs/${encodeURIComponent(hid)}/messages`, method: 'POST', body, idempotent: true }),
      transformResponse: (response: { message: Message }) => response.message,
    }),
  }),
});

export const { useSendMessageMutation } = sendMessageApi;
