import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { BrandIcon } from '../../shared/brand/Logo.tsx';
import { Link } from '../../shared/routing/index.ts';
import { TutorialTooltip } from '../../shared/tutorials/TutorialTooltip.tsx';
import { useTutorial } from '../../shared/tutorials/use-tutorial.ts';
import { useGetSystemThreadInfiniteQuery } from './api.ts';
import { useNoticeTitle } from './NoticeText.tsx';
import { listTime } from '../../shared/time/message-time.ts';
import styles from './SystemThread.module.css';

/**
 * The dialog list's row of the system thread (spec 2 §2 "an optional system thread"): the brand's
 * team with its latest notice and a dot while any is unread; shown once there is a notice at all.
 * It reads the thread's first page, the same cache entry the thread's page marks read. The first
 * time it has an unread notice, the system message tooltip says what arrives here (spec 2 §2
 * "Tooltips").
 */
export function SystemThreadRow() {
  const { t, i18n } = useTranslation('system-thread');
  const brand = useBrand();
  const title = useNoticeTitle();
  const [now] = useState(() => Date.now());
  const { data } = useGetSystemThreadInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const first = data?.pages[0];
  const latest = first?.messages[0];
  const unread = (first?.unreadCount ?? 0) > 0;
  const tip = useTutorial('system_message', { when: latest !== undefined && unread });
  if (!first || !latest) return null;

  return (
    <TutorialTooltip tutorial={tip} block align="start" placement="bottom">
      <Link to="/systemthread" className={styles.row} data-unread={unread || undefined}>
        <BrandIcon className={styles.teamAvatar} size={52} />
        <span className={styles.rowTexts}>
          <span className={styles.rowNameLine}>
            <span className={styles.rowName}>{t('team', { brand: brand.name })}</span>
            <time className={styles.rowTime} dateTime={new Date(latest.createdAt).toISOString()}>
              {listTime(latest.createdAt, now, i18n.language)}
            </time>
          </span>
          <span className={styles.rowStatusLine}>
            <span className={unread ? styles.rowPreviewUnread : styles.rowPreview}>{title(latest)}</span>
            {unread && (
              <>
                <span className={styles.dot} aria-hidden="true" />
                <span className="visually-hidden">{t('row.unread', { count: first.unreadCount })}</span>
              </>
            )}
          </span>
        </span>
      </Link>
    </TutorialTooltip>
  );
}
