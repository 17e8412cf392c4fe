import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useTrackPushSubscribeMutation } from '../../api/tracking.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { recordWebPushOffer } from './popup-schedule.ts';
import { useWebPushSubscribe } from './use-web-push-subscribe.ts';

/** web_push_popup (spec 2 §2, §4): the prompt to turn on notifications; its strings load with it. */
export function WebPushPopup(props: HostedPopupProps) {
  return (
    <Suspense fallback={null}>
      <WebPushDialog {...props} />
    </Suspense>
  );
}

/**
 * "Turn on" asks the browser (its prompt needs the tap), tracks the answer (POST
 * /rest/v2/tracking/push/subscribe) and, when granted, subscribes this browser; "Not now" waits
 * for the next threshold. A denial closes quietly with one note on where to change it: the
 * browser will not ask again, and neither do we.
 */
function WebPushDialog({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('webpush');
  const brand = useBrand();
  const dispatch = useDispatch();
  const subscribe = useWebPushSubscribe();
  const [trackSubscribe] = useTrackPushSubscribeMutation();
  const [busy, setBusy] = useState(false);
  useEffect(() => recordWebPushOffer(Date.now()), []);

  const track = (action: string) => void trackSubscribe({ action }).unwrap().catch(() => undefined);

  const allow = async () => {
    setBusy(true);
    onAction('allow');
    const permission = await Notification.requestPermission().catch((): NotificationPermission => 'denied');
    track(permission);
    if (permission === 'granted') {
      const subscribed = await subscribe();
      if (!subscribed) track('subscribe_failed');
      dispatch(showPush(subscribed ? { messageKey: 'webpush:pushes.enabled', tone: 'success' } : { messageKey: 'webpush:pushes.failed', tone: 'error' }));
    } else if (permission === 'denied') {
      dispatch(showPush({ messageKey: 'webpush:pushes.denied', tone: 'info' }));
    }
    onClose();
  };

  return (
    <Popup
      title={t('popup.title')}
      description={t('popup.text', { brand: brand.name })}
      onClose={onClose}
      buttons={[
        { label: t('popup.allow'), onClick: () => void allow(), disabled: busy },
        { label: t('popup.later'), onClick: onClose, disabled: busy },
      ]}
    />
  );
}
