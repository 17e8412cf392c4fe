import type { InteractionMethod, PickUpResponse, ReactionResponse, ReverseResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

export interface Reaction {
  /** The card's `operationToken`: the only way to name the member reacted to. */
  token: string;
  trackingData: string | null;
  interactionMethod: InteractionMethod;
}

/** The matches game (spec 2 §7): the deck's pages, likes and passes, and taking a pass back. */
export const matchesGameApi = api.injectEndpoints({
  endpoints: (build) => ({
    pickUp: build.query<PickUpResponse, string>({
      query: (pageToken) => ({ url: '/v3/matchesGame/users:pickUp', params: pageToken ? { pageToken } : {} }),
      // Every page is dealt once: a cached page would deal its cards again.
      keepUnusedDataFor: 0,
    }),
    likeCard: build.mutation<ReactionResponse, Reaction>({
      query: ({ token, ...body }) => ({ url: `/v3/matchesGame/users/${encodeURIComponent(token)}:like`, method: 'POST', body }),
    }),
    passCard: build.mutation<ReactionResponse, Reaction>({
      query: ({ token, ...body }) => ({ url: `/v3/matchesGame/users/${encodeURIComponent(token)}:pass`, method: 'POST', body }),
    }),
    reverseCard: build.mutation<ReverseResponse, string>({
      query: (token) => ({ url: `/v3/matchesGame/users/${encodeURIComponent(token)}:reverse`, method: 'POST', body: {} }),
    }),
  }),
});

export const { useLazyPickUpQuery, useLikeCardMutation, usePassCardMutation, useReverseCardMutation } = matchesGameApi;
