import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEXT_MAX_LENGTH, type MatchesUser } from '@amora/contracts';
import { useDispatch } from 'react-redux';
import { useTrackPopupActionMutation, useTrackPopupShowMutation } from '../../api/tracking.ts';
import { matchOnScreenChanged } from '../../shared/overlays/overlay-slice.ts';
import { newRequestId, useSendMessageMutation } from '../../shared/messenger/send-message.ts';
import { useNavigate } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { MessageTextarea } from '../../shared/ui/MessageTextarea.tsx';
import { Popup } from '../../shared/ui/Popup.tsx';
import styles from './MatchesGame.module.css';

/** The popup's name in the tracking calls (spec 2 §7 popup show/action). */
const MATCH_POPUP = 'mutual_match_popup';
/** Spec 2 §2: the match popup's field is a short first message, up to three rows. */
const MESSAGE_MAX_ROWS = 3;

/**
 * The mutual match (spec 2 §2, §4 "Mutual match"): the match's photo and a message field. Written
 * words go to the new match as a text message, then the thread opens; an empty field sends
 * nothing, only the action is tracked, and the thread opens to start there. A failed send keeps
 * its requestId, so trying again never stores the message twice.
 */
export function MatchPopup({ user, onClose }: { user: MatchesUser; onClose: () => void }) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [popupId] = useState(() => crypto.randomUUID());
  const [send, { isLoading, isError }] = useSendMessageMutation();
  const [trackShow] = useTrackPopupShowMutation();
  const [trackAction] = useTrackPopupActionMutation();

  useEffect(() => {
    void trackShow({ popup_id: popupId, popup_name: MATCH_POPUP, pay_context_name: null });
  }, [trackShow, popupId]);

  // The server's match push names the same member: the toast host hides it while this is open.
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(matchOnScreenChanged(user.hid));
    return () => void dispatch(matchOnScreenChanged(null));
  }, [dispatch, user.hid]);

  const openThread = () => navigate(`/dialogs/${encodeURIComponent(user.hid)}`);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      void trackAction({ popup_id: popupId, action: 'send_empty' });
      openThread();
      return;
    }
    void trackAction({ popup_id: popupId, action: 'send' });
    const result = await send({ hid: user.hid, body: { type: 'text', textMessageBody: { text }, requestId, actionSource: 'mutual_match' } });
    if ('error' in result) return;
    setRequestId(newRequestId());
    openThread();
  };

  return (
    <Popup
      title={t('game.popups.match.title')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonClass('ghost', { block: true })} onClick={onClose}>
          {t('game.popups.keepPlaying')}
        </button>
      }
    >
      {user.avatar && <img className={styles.matchPhoto} src={user.avatar.avatar_p} alt="" />}
      <p>{t('game.popups.match.text', { name: user.name })}</p>
      <form className={styles.matchMessage} onSubmit={(event) => void submit(event)}>
        <MessageTextarea
          value={text}
          label={t('game.popups.match.message.label', { name: user.name })}
          placeholder={t('game.popups.match.message.placeholder', { name: user.name })}
          maxLength={MESSAGE_TEXT_MAX_LENGTH}
          maxRows={MESSAGE_MAX_ROWS}
          onInput={(event) => setText(event.currentTarget.value)}
        />
        {isError && (
          <p role="alert" className={styles.matchMessageError}>
            {t('game.popups.match.message.failed')}
          </p>
        )}
        <button type="submit" className={buttonClass('primary', { block: true })} disabled={isLoading}>
          {t('game.popups.match.message.send')}
        </button>
      </form>
    </Popup>
  );
}
