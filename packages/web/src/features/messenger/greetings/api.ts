import type { GreetingSuggestion, GreetingsResponse } from '@amora/contracts';
import { api } from '../../../api/api.ts';

/** Suggestions for one dialog: the other member's hid, how many (1 in the casual-dating group, else 3) and the "create more" round. */
export interface GreetingsArg {
  hid: string;
  pageSize: number;
  round: number;
}

/** `GET /v3/messenger/dialogs/{id}/greetings` (spec 2 §7): the same pair and round always answer the same suggestions. */
export const greetingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGreetings: build.query<GreetingSuggestion[], GreetingsArg>({
      query: ({ hid, pageSize, round }) => ({ url: `/v3/messenger/dialogs/${encodeURIComponent(hid)}/greetings`, params: { pageSize, round } }),
      transformResponse: (response: GreetingsResponse) => response.greetings,
    }),
  }),
});

export const { useGetGreetingsQuery } = greetingsApi;
