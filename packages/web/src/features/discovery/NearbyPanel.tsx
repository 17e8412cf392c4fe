import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NEARBY_RADIUS_KILOMETERS, NEARBY_RADII_KILOMETERS, type NearbyRadius } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { UserCardList } from '../../shared/ui/UserCardList.tsx';
import { useGetNeighborsInfiniteQuery, useGetNeighborTeasersQuery } from './api.ts';
import { LocationChoice } from './LocationChoice.tsx';
import { MemberCard } from './MemberCard.tsx';
import { NearbyTeasers } from './NearbyTeasers.tsx';
import { RangeSlider } from './RangeSlider.tsx';
import styles from './SearchPage.module.css';

/** The range the member chose last (spec 1 §4: a new range is kept and the list reloads). */
const RANGE_KEY = 'amora.nearbyRange';

export function storedRange(): NearbyRadius {
  const stored = Number(localStorage.getItem(RANGE_KEY));
  return NEARBY_RADII_KILOMETERS.find((radius) => radius === stored) ?? DEFAULT_NEARBY_RADIUS_KILOMETERS;
}

/**
 * Nearby (spec 1 §2, §4): the members around the viewer, nearest first, within the range of the
 * slider. Nearby is a premium feature (spec 3 §6): the server refuses others (403), who see the
 * teasers instead.
 */
export function NearbyPanel() {
  const { t } = useTranslation('discovery');
  const [radius, setRadius] = useState<NearbyRadius>(storedRange);
  const neighbors = useGetNeighborsInfiniteQuery(radius);
  const refused = (neighbors.error as ApiError | undefined)?.status === 403;

  const changeRange = (next: NearbyRadius) => {
    localStorage.setItem(RANGE_KEY, String(next));
    setRadius(next);
  };

  if (refused) return <NearbyTeasersPanel />;
  const members = neighbors.data?.pages.flatMap((page) => page.hits) ?? [];
  return (
    <div className={styles.panel}>
      <LocationChoice />
      <RangeSlider value={radius} onChange={changeRange} />
      {neighbors.isError ? (
        <LoadFailed className={styles.failed} message={t('nearby.failed')} retryLabel={t('retry')} onRetry={() => void neighbors.refetch()} />
      ) : !neighbors.isFetching && members.length === 0 ? (
        <div className={styles.empty}>
          <h2>{t('nearby.empty.title', { km: radius })}</h2>
          {radius < DEFAULT_NEARBY_RADIUS_KILOMETERS ? (
            <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => changeRange(DEFAULT_NEARBY_RADIUS_KILOMETERS)}>
              {t('nearby.empty.widen', { km: DEFAULT_NEARBY_RADIUS_KILOMETERS })}
            </button>
          ) : (
            <p>{t('nearby.empty.later')}</p>
          )}
        </div>
      ) : (
        <UserCardList
          label={t('nearby.label', { km: radius })}
          items={members}
          getKey={(member) => member.hid}
          renderCard={(member) => <MemberCard member={member} />}
          loading={neighbors.isFetching}
          hasNextPage={neighbors.hasNextPage}
          onLoadMore={() => void neighbors.fetchNextPage()}
        />
      )}
    </div>
  );
}

function NearbyTeasersPanel() {
  const { t } = useTranslation('discovery');
  const teasers = useGetNeighborTeasersQuery();
  if (teasers.isError) return <LoadFailed className={styles.failed} message={t('nearby.failed')} retryLabel={t('retry')} onRetry={() => void teasers.refetch()} />;
  if (!teasers.data) return <UserCardList label={t('nearby.teasers.label')} items={[]} getKey={() => ''} renderCard={() => null} loading />;
  return <NearbyTeasers teasers={teasers.data.teasers} />;
}
