import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useBrand } from '../../shared/brand/brand-context.ts';
import type { RootState } from '../store.ts';

/** As the badge counts (spec 2 §9): above this, "99+". */
const MOST_SHOWN = 99;

/**
 * The unread dialogs ahead of the brand's title, "(2) Amora", live with the counters frame: a tab
 * in the background says there is something to read. The plain title comes back at zero and when
 * the member leaves the logged-in area.
 */
export function UnreadTitle() {
  const { title } = useBrand();
  const unread = useSelector((state: RootState) => state.counters.unreadDialogsCount);
  useEffect(() => {
    document.title = unread > 0 ? `(${unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}) ${title}` : title;
    return () => {
      document.title = title;
    };
  }, [unread, title]);
  return null;
}
