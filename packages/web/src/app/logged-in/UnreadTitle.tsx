import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { counterText } from '../../shared/ui/CounterBadge.tsx';
import type { RootState } from '../store.ts';

/**
 * The unread dialogs ahead of the brand's title, "(2) Amora", written as the badge writes them
 * (99+ past 99), live with the counters frame: a tab in the background says there is something
 * to read. The plain title comes back at zero and when the member leaves the logged-in area.
 */
export function UnreadTitle() {
  const { title } = useBrand();
  const unread = useSelector((state: RootState) => state.counters.unreadDialogsCount);
  useEffect(() => {
    const count = counterText(unread);
    document.title = count === null ? title : `(${count}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [unread, title]);
  return null;
}
