import { Suspense } from 'react';
import { MatchesGamePage } from '../../features/matches-game/MatchesGamePage.tsx';
import { CompactChecklist, CompactChecklistSkeleton } from '../../features/profile/CompactChecklist.tsx';

/**
 * `/matches`: the matches game, with the profile checklist in brief under an empty deck or the
 * request for a photo: a fuller profile ranks higher in other members' decks, and the wait is a
 * good moment for it.
 */
export default function MatchesRoute() {
  return (
    <MatchesGamePage
      whileWaiting={
        <Suspense fallback={<CompactChecklistSkeleton />}>
          <CompactChecklist />
        </Suspense>
      }
    />
  );
}
