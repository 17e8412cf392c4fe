import type { MouseEvent } from 'react';
import { useNavigate } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { isLanguage, type SiteInfo, type SiteInfoPage } from '@amora/contracts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { useGetSiteInfoQuery } from './legal-api.ts';
import styles from './Legal.module.css';

/** The page's text, fetched in the reading language, for the header to take its title from. */
export function useSiteInfo(page: SiteInfoPage) {
  const { i18n } = useTranslation();
  const brand = useBrand();
  const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
  return useGetSiteInfoQuery({ page, productId: brand.id, language });
}

/**
 * One server-rendered legal text in a readable article: loading and error states with retry.
 * Links to our own pages move inside the app instead of reloading it. The HTML is the server's
 * rendering of its own texts, in which raw HTML is escaped.
 */
export function LegalArticle({ page, showTitle = false }: { page: SiteInfoPage; showTitle?: boolean }) {
  const { t } = useTranslation('legal');
  const { data, isError, isFetching, refetch } = useSiteInfo(page);
  if (data) return <Article info={data} showTitle={showTitle} />;
  if (isError && !isFetching) {
    return <LoadFailed message={t('article.loadFailed')} retryLabel={t('article.retry')} onRetry={() => void refetch()} className={styles.error} />;
  }
  return (
    <div className={styles.skeleton} role="status" aria-label={t('article.loading')}>
      <span />
      <span />
      <span />
    </div>
  );
}

function Article({ info, showTitle }: { info: SiteInfo; showTitle: boolean }) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <article className={styles.article} lang={info.language}>
      {showTitle && <h2>{info.title}</h2>}
      {/* Enter on a link fires a click too, so keyboard users are rerouted the same way. */}
      <div onClick={followInside} dangerouslySetInnerHTML={{ __html: info.html }} />
    </article>
  );
}
