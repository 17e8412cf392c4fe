import { useLocation } from '../../shared/routing/index.ts';
import { ActivityPage, activityTabOf, PeopleListScreen, type ProfileList } from '../../features/activity/ActivityPage.tsx';
import { FeedLink } from '../../features/feed/FeedLink.tsx';
import { NotFoundPage } from '../../features/interim/NotFoundPage.tsx';

/**
 * `/activity/*` (spec 1 §2, spec 2 §2): the people lists as tabs, each its own address; and, given
 * `list`, one of them on its own screen under the profile (`/profile/favd`, `/profile/visitors`,
 * `/profile/suitable`). A chunk of its own.
 */
export default function ActivityRoute({ list }: { list?: ProfileList }) {
  const { pathname } = useLocation();
  if (list) return <PeopleListScreen list={list} />;
  const tab = activityTabOf(pathname);
  return tab ? <ActivityPage tab={tab} feedLink={<FeedLink />} /> : <NotFoundPage />;
}
