import { useCallback, useEffect, useRef, useState } from 'react';
import type { MatchesHit } from '@amora/contracts';
import { useLazyPickUpQuery } from './api.ts';

/** Spec 2 §4: the buffer is topped up once fewer than this many cards are left. */
export const REFILL_BELOW = 3;

export type DeckStatus = 'loading' | 'ready' | 'failed';

/**
 * The cards of the matches game, dealt page by page (spec 2 §4): the buffer is kept topped up,
 * the server's token remembers what was dealt, and the deck is over once the token is empty.
 * `minimum` is how many cards to hold at least: the card stack needs REFILL_BELOW, the list asks
 * for more as it is scrolled.
 */
export function useDeck({ minimum = REFILL_BELOW }: { minimum?: number } = {}) {
  const [fetchPage] = useLazyPickUpQuery();
  const [cards, setCards] = useState<MatchesHit[]>([]);
  /** The next page's token: '' for the first page, null once the server has dealt everything. */
  const [token, setToken] = useState<string | null>('');
  const [status, setStatus] = useState<DeckStatus>('loading');
  const fetching = useRef(false);

  useEffect(() => {
    if (status === 'failed' || cards.length >= minimum || token === null || fetching.current) return;
    fetching.current = true;
    fetchPage(token)
      .unwrap()
      .then(
        (page) => {
          fetching.current = false;
          setCards((dealt) => [...dealt, ...page.hits.filter((hit) => !dealt.some((card) => card.user.hid === hit.user.hid))]);
          // The same token again with nothing on the page would ask for it forever: that is the end too.
          setToken(page.nextPageToken && (page.hits.length > 0 || page.nextPageToken !== token) ? page.nextPageToken : null);
          setStatus('ready');
        },
        () => {
          fetching.current = false;
          setStatus('failed');
        },
      );
  }, [status, cards.length, minimum, token, fetchPage]);

  return {
    cards,
    status,
    /** A page is on its way. */
    loading: status === 'loading' || (token !== null && cards.length < minimum && status !== 'failed'),
    /** The server has dealt everything there is. */
    complete: token === null,
    /** Nothing left to deal and nothing in hand: the empty state. */
    exhausted: status === 'ready' && token === null && cards.length === 0,
    /** Takes the top card off the deck. */
    take: useCallback(() => setCards((dealt) => dealt.slice(1)), []),
    /** Takes one member's card out, wherever it is (the list reacts to any card). */
    remove: useCallback((hid: string) => setCards((dealt) => dealt.filter((card) => card.user.hid !== hid)), []),
    /** Puts a card back on top (a reaction that did not go through, an undone pass). */
    putBack: useCallback((hit: MatchesHit) => setCards((dealt) => [hit, ...dealt.filter((card) => card.user.hid !== hit.user.hid)]), []),
    retry: useCallback(() => setStatus('loading'), []),
  };
}
