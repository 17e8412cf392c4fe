import type { ReactNode } from 'react';
import type { SiteInfoPage } from '@amora/contracts';
import { LegalArticle, useSiteInfo } from './LegalArticle.tsx';
import { LegalScreen } from './LegalScreen.tsx';

/**
 * One legal page: titled by the text itself once loaded (by the menu's name until then), with
 * optional controls above it and further texts below it.
 */
export function DocumentScreen({
  page,
  fallbackTitle,
  backTo,
  before,
  morePages = [],
}: {
  page: SiteInfoPage;
  fallbackTitle: string;
  backTo: string;
  before?: ReactNode;
  morePages?: readonly SiteInfoPage[];
}) {
  const { data } = useSiteInfo(page);
  return (
    <LegalScreen title={data?.title ?? fallbackTitle} backTo={backTo}>
      {before}
      <LegalArticle page={page} />
      {morePages.map((more) => (
        <LegalArticle key={more} page={more} showTitle />
      ))}
    </LegalScreen>
  );
}
