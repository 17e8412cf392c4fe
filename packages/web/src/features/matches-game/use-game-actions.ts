import { useCallback, useState } from 'react';
import { RelationsCode, type InteractionMethod, type MatchesHit } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useLikeCardMutation, usePassCardMutation } from './api.ts';
import type { CardDecision } from './card-fling.ts';
import type { GamePopup } from './GamePopupHost.tsx';

export interface ReactOptions {
  method: InteractionMethod;
  /** The server refused the reaction: the page puts the card back where it was. */
  onRefused: () => void;
}

export interface GameActions {
  /** Sends a like or a pass for `hit`; the page has already taken the card out. */
  react: (hit: MatchesHit, decision: CardDecision, options: ReactOptions) => void;
  /** The popup open over the game, if any (a match, the likes limit, the photo needed, …). */
  popup: GamePopup | null;
  showPopup: (popup: GamePopup) => void;
  closePopup: () => void;
  /** The last reaction failed for no reason the member can act on: the page says so until the next. */
  problem: boolean;
}

/**
 * What the deck and the list do alike with a like or a pass (spec 2 §2, §4): a mutual like opens
 * the match popup; a refusal puts the card back and opens the likes-limit or photo-required popup,
 * or, for any other failure, shows the problem line.
 */
export function useGameActions(): GameActions {
  const [like] = useLikeCardMutation();
  const [pass] = usePassCardMutation();
  const [popup, setPopup] = useState<GamePopup | null>(null);
  const [problem, setProblem] = useState(false);

  const react = useCallback(
    (hit: MatchesHit, decision: CardDecision, { method, onRefused }: ReactOptions) => {
      setProblem(false);
      const call = decision === 'like' ? like : pass;
      call({ token: hit.user.operationToken, trackingData: hit.user.trackingData, interactionMethod: method })
        .unwrap()
        .then((answer) => {
          if (answer.isMatch) setPopup({ kind: 'match', user: hit.user });
        })
        .catch((error: ApiError) => {
          onRefused();
          if ('code' in error && error.code === RelationsCode.likesLimitReached) setPopup({ kind: 'likesLimit' });
          else if ('code' in error && error.code === RelationsCode.photoRequired) setPopup({ kind: 'photoRequired' });
          else setProblem(true);
        });
    },
    [like, pass],
  );
  const closePopup = useCallback(() => setPopup(null), []);

  return { react, popup, showPopup: setPopup, closePopup, problem };
}
