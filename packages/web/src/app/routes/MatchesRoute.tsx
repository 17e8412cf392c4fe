import { Suspense } from 'react';
import { MatchesGamePage } from '../../features/matches-game/MatchesGamePage.tsx';
import type { ProfileSlot } from '../../features/matches-game/ProfileActions.tsx';
import { MemberProfileModal } from '../../features/member-profile/MemberProfileModal.tsx';
import { CompactChecklist, CompactChecklistSkeleton } from '../../features/profile/CompactChecklist.tsx';

/** The card's member over the game or the list: member-profile's modal, with the game's pass and like. */
export function renderProfileModal(slot: ProfileSlot) {
  return <MemberProfileModal hid={slot.hid} label={slot.label} onClose={slot.onClose} actions={slot.actions} />;
}

/**
 * `/matches`: the matches game, with the profile checklist in brief under an empty deck or the
 * request for a photo: a fuller profile ranks higher in other members' decks, and the wait is a
 * good moment for it. A card's profile opens over the game.
 */
export default function MatchesRoute() {
  return (
    <MatchesGamePage
      renderProfile={renderProfileModal}
      whileWaiting={
        <Suspense fallback={<CompactChecklistSkeleton />}>
          <CompactChecklist />
        </Suspense>
      }
    />
  );
}
