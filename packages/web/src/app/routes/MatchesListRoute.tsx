import { MatchesListPage } from '../../features/matches-game/MatchesListPage.tsx';
import { useMatchesComposition } from './MatchesRoute.tsx';

/** `/matches/list`: the matches game's candidates as a grid, each profile opening over it. */
export default function MatchesListRoute() {
  const { deal, renderProfile, whileWaiting } = useMatchesComposition();
  return <MatchesListPage key={deal} renderProfile={renderProfile} whileWaiting={whileWaiting} />;
}
