import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../shared/routing/index.ts';
import { EveryonePanel } from './EveryonePanel.tsx';
import { NearbyPanel } from './NearbyPanel.tsx';
import styles from './SearchPage.module.css';

/** The two ways to search (spec 1 §2): nearby with a distance slider, everyone with a filter modal. */
export const SEARCH_VIEWS = ['nearby', 'everyone'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** `?view=everyone`; nearby, the default, has no parameter. Back and reload keep the view. */
export const SEARCH_VIEW_PARAM = 'view';

/** `/search` (spec 1 §2): nearby (the default) or everyone, as tabs whose choice lives in the URL. */
export default function SearchPage() {
  const { t } = useTranslation('discovery');
  const [params, setParams] = useSearchParams();
  const requested = params.get(SEARCH_VIEW_PARAM);
  const view: SearchView = requested === 'everyone' ? 'everyone' : 'nearby';
  const id = useId();
  const tabs = useRef<Partial<Record<SearchView, HTMLButtonElement | null>>>({});

  const choose = (next: SearchView, options: { focus?: boolean } = {}) => {
    const query = new URLSearchParams(params);
    if (next === 'nearby') query.delete(SEARCH_VIEW_PARAM);
    else query.set(SEARCH_VIEW_PARAM, next);
    // Switching tabs is not a new page: back leaves the search, it does not flip the tabs.
    setParams(query, { replace: true });
    if (options.focus) tabs.current[next]?.focus();
  };

  // The tabs pattern (WAI-ARIA APG): the arrow keys, Home and End move and choose at once.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SEARCH_VIEWS.indexOf(view);
    const last = SEARCH_VIEWS.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(SEARCH_VIEWS[(target + SEARCH_VIEWS.length) % SEARCH_VIEWS.length]!, { focus: true });
  };

  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('search.title')}</h1>
        <p className={styles.lead}>{t(`search.lead.${view}`)}</p>
      </div>
      <div role="tablist" aria-label={t('search.views')} className={styles.tabs} onKeyDown={onKeyDown}>
        {SEARCH_VIEWS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={tab === view}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={tab === view ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab)}
          >
            {t(`search.tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${view}-panel`} aria-labelledby={`${id}-${view}-tab`}>
        {view === 'everyone' ? <EveryonePanel /> : <NearbyPanel />}
      </div>
    </div>
  );
}
