import { useCallback, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { MessengerCode, SplitTest, type Message, type StickerType } from '@amora/contracts';
import type { AppDispatch } from '../../../api/dispatch.ts';
import { useGetOwnProfileQuery } from '../../../api/profile.ts';
import { useTrackPopupShowMutation } from '../../../api/tracking.ts';
import { selectInSplitTest } from '../../../app/session/in-split-test.ts';
import { ConfirmEmailPopup } from '../../../shared/email-confirmation/ConfirmEmailPopup.tsx';
import { BlockedPopup, CoinsPopup } from '../../../shared/messenger/RefusalPopups.tsx';
import { anyPopupOpen } from '../../../shared/overlays/open-popups.ts';
import { showPush } from '../../../shared/overlays/overlay-slice.ts';
import { Link } from '../../../shared/routing/index.ts';
import { BackGlyph } from '../../../shared/ui/glyphs.tsx';
import { LoadFailed } from '../../../shared/ui/LoadState.tsx';
import { GenerateGreetingsPopup } from '../greetings/GenerateGreetingsPopup.tsx';
import { GreetingsWelcomePopup } from '../greetings/GreetingsWelcomePopup.tsx';
import { IceBreakerPopup } from '../greetings/IceBreakerPopup.tsx';
import { GREETINGS_WELCOME_POPUP, greetingsWelcomeDue, rememberGreetingsWelcome } from '../greetings/greetings-welcome.ts';
import { GiftPicker } from '../pickers/GiftPicker.tsx';
import { StickerPicker } from '../pickers/StickerPicker.tsx';
import { useDeleteMessagesMutation, useGetDialogQuery } from '../api.ts';
import { Composer } from './Composer.tsx';
import { MessageList } from './MessageList.tsx';
import { RemoveConfirmation } from '../RemoveConfirmation.tsx';
import { MessageMenu } from './MessageMenu.tsx';
import { StartConversation } from './StartConversation.tsx';
import { afterSendPopupDue, rememberAfterSendPopup, type AfterSendPopup } from './after-send-popups.ts';
import { PremiumPopup, UploadPhotoPopup } from './ThreadPopups.tsx';
import { deleteFailed, deleteStarted, selectOutgoing } from './thread-slice.ts';
import { useSend } from './use-send.ts';
import { useThread } from './use-thread.ts';
import styles from './Thread.module.css';

type Overlay =
  | { kind: 'menu' | 'remove'; message: Message }
  | { kind: 'stickers' | 'gifts' | 'coins' | 'premium' | 'blocked' | 'greetingsWelcome' | 'greetings' | 'iceBreaker' | AfterSendPopup }
  | null;

/** The match's system lines are not anybody's words: the starter stays under them. */
const isSystem = (message: Message) => message.type === 'userMatch' || message.type === 'iceBreaker';

/**
 * `/dialogs/{hid}` (spec 2 §2 "Dialog thread screen", §4 "Dialog thread"): the member it is
 * with (photo and name, a link to their profile), the messages, and the composer above the
 * bottom navigation; the context menu with reply, copy and delete, the remove confirmation, the
 * sticker and gift sheets; and what a refused send needs (coins, premium, a block). While nobody
 * has written, the conversation starter offers a greeting (after the welcome, the first time) or
 * an ice-breaker question; both go out through the same optimistic send as any message. After
 * the member's first message here, a member without a photo is asked for one, or one with an
 * unconfirmed e-mail to confirm it (after-send-popups.ts), never over another popup.
 */
export function ThreadPage({ hid }: { hid: string }) {
  const { t } = useTranslation('messenger');
  const dispatch = useDispatch<AppDispatch>();
  const thread = useThread(hid);
  const outgoing = useSelector(selectOutgoing);
  // The gift prices the server charges this member (docs/decisions.md "All-paid gifts").
  const allPaidGifts = useSelector(selectInSplitTest(SplitTest.allPaidGifts));
  // Subscribed once the thread's first page put the dialog in the cache: a chat event that
  // invalidates it (a deletion) then reads it again instead of dropping it.
  const { data: dialog } = useGetDialogQuery(hid, { skip: !thread.loadedOnce });
  const { data: profile } = useGetOwnProfileQuery();
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteMessages] = useDeleteMessagesMutation();
  const [trackPopupShow] = useTrackPopupShowMutation();
  const name = dialog?.user.name ?? '';
  const memberHid = profile?.common?.hid ?? '';

  const onRefused = useCallback((code: number | null) => {
    if (code === MessengerCode.notEnoughCoins) setOverlay({ kind: 'coins' });
    else if (code === MessengerCode.blocked) setOverlay({ kind: 'blocked' });
  }, []);
  // A gift that went brings its success push (spec 2 §4 "Gifts"); the first message the server
  // took on this screen may bring a nudge (after-send-popups.ts).
  const sentHere = useRef(false);
  const onSent = useCallback((message: Message) => {
    if (message.type === 'gift' && message.isSent) dispatch(showPush({ type: 'gift_sent', messageKey: 'messenger:thread.pushes.giftSent', tone: 'success' }));
    if (sentHere.current) return;
    sentHere.current = true;
    const due = afterSendPopupDue(profile);
    const ownHid = profile?.common?.hid;
    // Never over another popup: one opened while the message was on its way lets this thread's nudge go.
    if (!due || !ownHid || anyPopupOpen()) return;
    rememberAfterSendPopup(due, ownHid);
    setOverlay({ kind: due });
  }, [profile, dispatch]);
  const { send, retry } = useSend(hid, { onSent, onRefused });

  const sendText = (text: string) => {
    void send({ type: 'text', textMessageBody: { text } }, replyTo);
    setReplyTo(null);
  };
  const sendSticker = (stickerType: StickerType) => {
    setOverlay(null);
    void send({ type: 'sticker', stickerMessageBody: { stickerType } }, replyTo);
    setReplyTo(null);
  };
  const sendGift = (giftType: number) => {
    setOverlay(null);
    void send({ type: 'gift', giftMessageBody: { giftType } }, replyTo);
    setReplyTo(null);
  };
  const sendGreeting = (greetingType: number, text: string) => {
    setOverlay(null);
    void send({ type: 'greeting', greetingMessageBody: { greetingType, text } }, null);
  };
  const sendPromptAnswer = (questionId: number, answer: string) => {
    setOverlay(null);
    void send({ type: 'conversationPrompt', conversationPromptMessageBody: { questionId, answer } }, null);
  };
  const openGreetings = () => {
    if (memberHid && greetingsWelcomeDue(memberHid)) {
      rememberGreetingsWelcome(memberHid, Date.now());
      void trackPopupShow({ popup_id: crypto.randomUUID(), popup_name: GREETINGS_WELCOME_POPUP, pay_context_name: null });
      setOverlay({ kind: 'greetingsWelcome' });
    } else {
      setOverlay({ kind: 'greetings' });
    }
  };
  const remove = async (message: Message) => {
    setOverlay(null);
    if (replyTo?.id === message.id) setReplyTo(null);
    dispatch(deleteStarted({ hid, id: message.id }));
    try {
      await deleteMessages({ hid, ids: [message.id] }).unwrap();
    } catch {
      dispatch(deleteFailed({ hid, id: message.id }));
      setNotice(t('thread.remove.failed'));
    }
  };
  const copy = async (text: string) => {
    setOverlay(null);
    try {
      await navigator.clipboard.writeText(text);
      setNotice(t('thread.menu.copied'));
    } catch {
      setNotice(t('thread.menu.copyFailed'));
    }
  };

  const blockedByMe = dialog?.user.isBlockedByMe === true;
  // Offered until anyone writes: the server's answer, narrowed at once by what arrives or is sent meanwhile.
  const starterOffered = thread.conversationStarter?.type === 'greeting' && !blockedByMe && dialog !== undefined && thread.messages.every(isSystem);
  const starter = (compact: boolean) => (
    <StartConversation name={name} compact={compact} onGreetings={openGreetings} onIceBreaker={() => setOverlay({ kind: 'iceBreaker' })} />
  );
  let content;
  if (thread.status === 'failed' && thread.messages.length === 0) {
    content = <LoadFailed message={t('thread.failed.load')} retryLabel={t('retry')} onRetry={thread.retry} className={styles.failure} />;
  } else if (thread.status === 'loading' && thread.messages.length === 0) {
    content = <div className={styles.loading} role="status" aria-label={t('thread.loading')} />;
  } else if (thread.messages.length === 0 && starterOffered) {
    content = starter(false);
  } else if (thread.messages.length === 0) {
    content = (
      <div className={styles.start}>
        <p>{t('thread.start', { name })}</p>
      </div>
    );
  } else {
    content = (
      <>
        <MessageList
          messages={thread.messages}
          outgoing={outgoing}
          hasOlder={thread.hasOlder}
          loadingOlder={thread.loadingOlder}
          onLoadOlder={() => void thread.loadOlder()}
          otherName={name}
          onMenu={(message) => setOverlay({ kind: 'menu', message })}
          onRetry={(requestId) => void retry(requestId)}
          onPremium={() => setOverlay({ kind: 'premium' })}
        />
        {starterOffered && starter(true)}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/dialogs" className={styles.back} aria-label={t('thread.back')}>
          <BackGlyph />
        </Link>
        {dialog ? (
          <Link to={`/contact/${encodeURIComponent(hid)}`} className={styles.member} aria-label={t('thread.profile', { name })}>
            {dialog.user.cardPhotoThumbnail ? (
              <img className={styles.avatar} src={dialog.user.cardPhotoThumbnail.url} alt="" />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {name.charAt(0)}
              </span>
            )}
            <h1 className={styles.name}>{name}</h1>
          </Link>
        ) : (
          <span className={styles.memberSkeleton} aria-hidden="true" />
        )}
      </header>
      <div className={styles.body}>{content}</div>
      {notice && (
        <p className={styles.notice} role="status" onAnimationEnd={() => setNotice(null)}>
          {notice}
        </p>
      )}
      {blockedByMe ? (
        <p className={styles.blockedBar}>{t('thread.blocked.bar', { name })}</p>
      ) : (
        <Composer
          otherName={name}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          onSendText={sendText}
          onStickers={() => setOverlay({ kind: 'stickers' })}
          onGifts={() => setOverlay({ kind: 'gifts' })}
        />
      )}
      {overlay?.kind === 'menu' && (
        <MessageMenu
          message={overlay.message}
          onReply={() => {
            setReplyTo(overlay.message);
            setOverlay(null);
          }}
          onCopy={(text) => void copy(text)}
          onDelete={() => setOverlay({ kind: 'remove', message: overlay.message })}
          onClose={() => setOverlay(null)}
        />
      )}
      {overlay?.kind === 'remove' && <RemoveConfirmation title={t('thread.remove.title')} text={t('thread.remove.text')} onConfirm={() => void remove(overlay.message)} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'stickers' && <StickerPicker memberHid={profile?.common?.hid ?? ''} onPick={sendSticker} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'gifts' && <GiftPicker priceTable={allPaidGifts ? 'allPaid' : 'mixed'} onPick={sendGift} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'coins' && <CoinsPopup onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'premium' && <PremiumPopup name={name} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'greetingsWelcome' && <GreetingsWelcomePopup onNext={() => setOverlay({ kind: 'greetings' })} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'greetings' && <GenerateGreetingsPopup hid={hid} onSend={sendGreeting} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'iceBreaker' && <IceBreakerPopup onSend={sendPromptAnswer} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'blocked' && <BlockedPopup name={name} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'uploadPhoto' && <UploadPhotoPopup name={name} onClose={() => setOverlay(null)} />}
      {overlay?.kind === 'confirmEmail' && <ConfirmEmailPopup email={profile?.common?.email} onClose={() => setOverlay(null)} />}
    </div>
  );
}
