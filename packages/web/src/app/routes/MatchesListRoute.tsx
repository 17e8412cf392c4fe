import { Suspense } from 'react';
import { MatchesListPage } from '../../features/matches-game/MatchesListPage.tsx';
import { CompactChecklist, CompactChecklistSkeleton } from '../../features/profile/CompactChecklist.tsx';
import { renderProfileModal } from './MatchesRoute.tsx';

/** `/matches/list`: the matches game's candidates as a grid, each profile opening over it. */
export default function MatchesListRoute() {
  return (
    <MatchesListPage
      renderProfile={renderProfileModal}
      whileWaiting={
        <Suspense fallback={<CompactChecklistSkeleton />}>
          <CompactChecklist />
        </Suspense>
      }
    />
  );
}
