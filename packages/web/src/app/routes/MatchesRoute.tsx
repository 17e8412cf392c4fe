import { Suspense, useCallback, useState } from 'react';
import { MatchesGamePage } from '../../features/matches-game/MatchesGamePage.tsx';
import type { ProfileSlot } from '../../features/matches-game/ProfileActions.tsx';
import { MemberProfileModal } from '../../features/member-profile/MemberProfileModal.tsx';
import { CompactChecklist, CompactChecklistSkeleton } from '../../features/profile/CompactChecklist.tsx';
import { SafetyMenu } from '../../features/safety/SafetyMenu.tsx';
import { UnblockButton } from '../../features/safety/UnblockButton.tsx';

/**
 * The card's member over the game or the list: member-profile's modal, with the game's pass and
 * like and the safety menu. A block closes it and calls `onBlocked`.
 */
export function renderProfileModal(slot: ProfileSlot, onBlocked: () => void) {
  return (
    <MemberProfileModal
      hid={slot.hid}
      label={slot.label}
      onClose={slot.onClose}
      actions={slot.actions}
      menu={(name) => (
        <SafetyMenu
          hid={slot.hid}
          name={name}
          onBlocked={() => {
            slot.onClose();
            onBlocked();
          }}
        />
      )}
      blockedStub={<UnblockButton hid={slot.hid} />}
    />
  );
}

/**
 * What both views of the game (the deck and the list) take from the app: the card's profile as
 * the modal above, and the profile checklist in brief under an empty deck or the request for a
 * photo (a fuller profile ranks higher in other members' decks, and the wait is a good moment for
 * it). `deal` keys the page: a block from a card's profile deals it afresh (the server leaves the
 * blocked member out from then on), since the cards in hand are the game's own and no cache to refetch.
 */
export function useMatchesComposition() {
  const [deal, setDeal] = useState(0);
  const renderProfile = useCallback((slot: ProfileSlot) => renderProfileModal(slot, () => setDeal((count) => count + 1)), []);
  return { deal, renderProfile, whileWaiting: CHECKLIST_WHILE_WAITING };
}

const CHECKLIST_WHILE_WAITING = (
  <Suspense fallback={<CompactChecklistSkeleton />}>
    <CompactChecklist />
  </Suspense>
);

/** `/matches`: the matches game, a card's profile opening over it. */
export default function MatchesRoute() {
  const { deal, renderProfile, whileWaiting } = useMatchesComposition();
  return <MatchesGamePage key={deal} renderProfile={renderProfile} whileWaiting={whileWaiting} />;
}
