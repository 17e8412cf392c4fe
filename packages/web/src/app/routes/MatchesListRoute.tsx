import { Suspense, useCallback } from 'react';
import { MatchesListPage } from '../../features/matches-game/MatchesListPage.tsx';
import type { ProfileSlot } from '../../features/matches-game/ProfileActions.tsx';
import { CompactChecklist, CompactChecklistSkeleton } from '../../features/profile/CompactChecklist.tsx';
import { renderProfileModal, useDealAfresh } from './MatchesRoute.tsx';

/** `/matches/list`: the matches game's candidates as a grid, each profile opening over it. */
export default function MatchesListRoute() {
  const { deal, dealAfresh } = useDealAfresh();
  const renderProfile = useCallback((slot: ProfileSlot) => renderProfileModal(slot, dealAfresh), [dealAfresh]);
  return (
    <MatchesListPage
      key={deal}
      renderProfile={renderProfile}
      whileWaiting={
        <Suspense fallback={<CompactChecklistSkeleton />}>
          <CompactChecklist />
        </Suspense>
      }
    />
  );
}
