import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectCounters, type CountersState } from '../../shared/realtime/counters-slice.ts';
import { Link, useNavigate } from '../../shared/routing/index.ts';
import { CounterBadge } from '../../shared/ui/CounterBadge.tsx';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { hasUnreadCounter, useResetUnreadMutation, type PeopleList } from './api.ts';
import { PeopleListView } from './PeopleListView.tsx';
import styles from './Activity.module.css';

/** The tabs of /activity (spec 1 §2, spec 2 §2), each its own route; likes-you is the default. */
export const ACTIVITY_TABS = [
  { list: 'likes', path: '/activity/likes' },
  { list: 'visitors', path: '/activity/visitors' },
  { list: 'matches', path: '/activity/matches' },
  { list: 'myLikes', path: '/activity/my-likes' },
  { list: 'suitable', path: '/activity/suitable' },
] as const satisfies readonly { list: PeopleList; path: string }[];
export type ActivityTab = (typeof ACTIVITY_TABS)[number]['list'];

/** What is new in a tab, as the realtime counters frame last said (spec 2 §4: the list tabs carry the counter badge). */
const newCountOf = (list: ActivityTab, counters: CountersState): number =>
  list === 'likes' ? counters.newILikeCount : list === 'visitors' ? counters.newVisitorsCount : list === 'matches' ? counters.newMatchesCount : 0;

/** A tab's new count: "99+" on screen (spec 2 §9); a screen reader hears the exact count in words, as on the navigation. */
function NewCount({ count }: { count: number }) {
  const { t } = useTranslation('common');
  // The space keeps the count a word of its own in the tab's name.
  const spoken = ` ${t('nav.newCount', { count })}`;
  return (
    <>
      <span className={styles.tabBadge} aria-hidden="true">
        <CounterBadge count={count} />
      </span>
      {count > 0 && <span className="visually-hidden">{spoken}</span>}
    </>
  );
}

/** The tab a path under /activity names, or null for a path that names none. */
export function activityTabOf(pathname: string): ActivityTab | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return ACTIVITY_TABS.find((tab) => tab.path === path)?.list ?? null;
}

/**
 * `/activity/*`: the people lists as tabs, with `feedLink` (the feed's own link, composed by the
 * route) beside the title (WAI-ARIA tabs, links so each has its own address;
 * the arrow keys, Home and End move between them). Switching tabs replaces the address: back
 * leaves Activity rather than walking through the tabs.
 */
export function ActivityPage({ tab, feedLink }: { tab: ActivityTab; feedLink: ReactNode }) {
  const { t } = useTranslation('activity');
  const navigate = useNavigate();
  const counters = useSelector(selectCounters);
  const tablist = useRef<HTMLDivElement>(null);
  const index = ACTIVITY_TABS.findIndex((item) => item.list === tab);

  // Opening a list with an unread counter has seen what was new in it.
  const [resetUnread] = useResetUnreadMutation();
  useEffect(() => {
    if (hasUnreadCounter(tab)) void resetUnread(tab);
  }, [tab, resetUnread]);

  // Five tabs overflow a phone's width: the chosen one is scrolled into the strip (a link to
  // /activity/suitable opens with "For you" in view).
  useEffect(() => {
    tablist.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = ACTIVITY_TABS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ACTIVITY_TABS[(target + ACTIVITY_TABS.length) % ACTIVITY_TABS.length]!;
    navigate(next.path, { replace: true });
    tablist.current?.querySelector<HTMLElement>(`#activity-tab-${next.list}`)?.focus();
  };

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('title')}</h1>
        {feedLink}
      </div>
      <div ref={tablist} role="tablist" aria-label={t('tabsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
        {ACTIVITY_TABS.map((item) => (
          <Link
            key={item.list}
            to={item.path}
            replace
            role="tab"
            id={`activity-tab-${item.list}`}
            aria-selected={item.list === tab}
            aria-controls="activity-panel"
            tabIndex={item.list === tab ? 0 : -1}
            className={styles.tab}
          >
            {t(`tabs.${item.list}`)}
            <NewCount count={newCountOf(item.list, counters)} />
          </Link>
        ))}
      </div>
      <div role="tabpanel" id="activity-panel" aria-labelledby={`activity-tab-${tab}`}>
        <PeopleListView key={tab} list={tab} />
      </div>
    </div>
  );
}

/** The lists reached from the profile: `/profile/favd`, `/profile/visitors`, `/profile/suitable`. */
export type ProfileList = 'favourites' | 'visitors' | 'suitable';

/** One list on a screen of its own, with the way back to the profile. */
export function PeopleListScreen({ list }: { list: ProfileList }) {
  const { t } = useTranslation('activity');
  return (
    <div className={styles.page}>
      <NavigationHeader title={t(`screens.${list}`)} backTo="/profile" />
      <PeopleListView key={list} list={list} />
    </div>
  );
}
