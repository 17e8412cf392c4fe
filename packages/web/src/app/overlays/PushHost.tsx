import { useCallback, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from '../../shared/routing/index.ts';
import type { PushAction } from '@amora/contracts';
import { accountApi } from '../../api/profile.ts';
import { useTrackPushActionMutation, useTrackPushShowMutation } from '../../api/tracking.ts';
import { hiddenPushesReported, pushClosed, pushRevealed } from '../../shared/overlays/overlay-slice.ts';
import { isShownByPage } from '../../shared/overlays/shown-by-page.ts';
import {
  hiddenPushAction,
  toastAutoCloseMs,
  toastPhoto,
  toastShowTracking,
  toastTarget,
  toastTrackingId,
  type ToastPush,
} from '../../shared/overlays/push-toast.ts';
import { useSwipeDismiss } from '../../shared/overlays/use-swipe-dismiss.ts';
import type { RootState } from '../store.ts';
import styles from './PushHost.module.css';

type ToastEnd = Extract<PushAction, 'click' | 'close' | 'fade'>;

/**
 * The push-toast host (spec 2 §4): one toast at a time. A push that arrives while one is up is
 * not shown, only tracked as hidden; a toast with a photo waits for the photo to load, then shows,
 * is tracked as shown, and leaves by its auto-close (fade), a swipe or the close button (close),
 * or a click that follows its link (click). A push the page already shows (a message from the
 * member whose thread is open, the match whose popup is up) never shows, or leaves if it showed
 * first: it is tracked as hidden by the current page.
 */
export function PushHost() {
  const dispatch = useDispatch();
  const { current, visible, hidden } = useSelector((state: RootState) => state.overlays.pushes);
  const openDialogHid = useSelector((state: RootState) => state.messenger.openHid);
  const matchHid = useSelector((state: RootState) => state.overlays.matchOnScreen);
  // Read from the cache only: logged out there is no profile, and the host must not ask for one.
  const sitePushesDisabled = accountApi.endpoints.getOwnProfile.useQueryState().data?.additional?.site_pushes_disabled === true;
  const [trackShow] = useTrackPushShowMutation();
  const [trackAction] = useTrackPushActionMutation();

  // Side effects run in a callback the cleanup can cancel, so a re-run effect tracks nothing twice.
  useEffect(() => {
    if (hidden.length === 0) return;
    let cancelled = false;
    void Promise.resolve().then(() => {
      if (cancelled) return;
      for (const push of hidden) {
        const pushId = toastTrackingId(push);
        if (pushId) void trackAction({ push_id: pushId, push_action: hiddenPushAction(push, sitePushesDisabled) });
      }
      dispatch(hiddenPushesReported(hidden.map((push) => push.key)));
    });
    return () => {
      cancelled = true;
    };
  }, [hidden, sitePushesDisabled, dispatch, trackAction]);

  useEffect(() => {
    if (!current) return;
    let cancelled = false;
    if (isShownByPage(current, { openDialogHid, matchHid })) {
      void Promise.resolve().then(() => {
        if (cancelled) return;
        const pushId = toastTrackingId(current);
        if (pushId) void trackAction({ push_id: pushId, push_action: 'hide_by_current_page' });
        dispatch(pushClosed(current.key));
      });
      return () => {
        cancelled = true;
      };
    }
    if (visible) return;
    const reveal = () => {
      if (cancelled) return;
      const tracking = toastShowTracking(current);
      if (tracking) void trackShow(tracking);
      dispatch(pushRevealed(current.key));
    };
    const photo = toastPhoto(current);
    if (photo) {
      // A failed photo does not hold the push back; the toast then hides the broken image.
      const image = new Image();
      image.onload = reveal;
      image.onerror = reveal;
      image.src = photo;
    } else {
      void Promise.resolve().then(reveal);
    }
    return () => {
      cancelled = true;
    };
  }, [current, visible, openDialogHid, matchHid, dispatch, trackShow, trackAction]);

  const end = useCallback(
    (push: ToastPush, action: ToastEnd) => {
      const pushId = toastTrackingId(push);
      if (pushId) void trackAction({ push_id: pushId, push_action: action });
      dispatch(pushClosed(push.key));
    },
    [dispatch, trackAction],
  );

  return (
    <div className={styles.host} role="status" aria-live="polite">
      {current && visible && <PushToast key={current.key} push={current} onEnd={end} />}
    </div>
  );
}

function PushToast({ push, onEnd }: { push: ToastPush; onEnd: (push: ToastPush, action: ToastEnd) => void }) {
  const { t } = useTranslation('common');
  const swipe = useSwipeDismiss(() => onEnd(push, 'close'));
  const target = toastTarget(push, window.location.origin);

  useEffect(() => {
    const timer = setTimeout(() => onEnd(push, 'fade'), toastAutoCloseMs(push));
    return () => clearTimeout(timer);
  }, [push, onEnd]);

  const tone = (push.source === 'local' ? styles[push.tone] : styles.server) ?? '';
  const photo = toastPhoto(push);
  const content =
    push.source === 'local' ? (
      <>
        <span className={styles.mark} aria-hidden="true" />
        <p className={styles.body}>{t(push.messageKey)}</p>
      </>
    ) : (
      <>
        {photo && <img className={styles.photo} src={photo} alt="" width={44} height={44} onError={(event) => (event.currentTarget.hidden = true)} />}
        <span className={styles.text}>
          <span className={styles.title}>{push.record.template.title}</span>
          <span className={styles.body}>{push.record.template.body}</span>
        </span>
        {target && push.record.template.button && <span className={styles.button}>{push.record.template.button}</span>}
      </>
    );

  return (
    <div className={`${styles.toast} ${tone}`} style={{ '--swipe-offset': `${swipe.offset}px` } as CSSProperties} {...swipe.handlers}>
      {target ? (
        <Link
          className={styles.content}
          to={target}
          draggable={false}
          onClick={(event) => {
            if (swipe.wasDragged()) event.preventDefault();
            else onEnd(push, 'click');
          }}
        >
          {content}
        </Link>
      ) : (
        <div className={styles.content}>{content}</div>
      )}
      <button type="button" className={styles.close} onClick={() => onEnd(push, 'close')} aria-label={t('actions.close')}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
