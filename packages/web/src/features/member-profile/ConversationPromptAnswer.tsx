import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { MessengerCode, type MemberRecord } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { BlockedPopup, CoinsPopup } from '../../shared/messenger/RefusalPopups.tsx';
import { PromptAnswerPopup } from '../../shared/messenger/PromptAnswerPopup.tsx';
import { newRequestId, useSendMessageMutation } from '../../shared/messenger/send-message.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { useNavigate } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './MemberProfile.module.css';

type Shown = 'answer' | typeof MessengerCode.notEnoughCoins | typeof MessengerCode.blocked | null;

/** The refusal's code, or null for a connection that never answered. */
const codeOf = (error: unknown): number | null => {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'number' ? code : null;
};

/**
 * The member's conversation starter on their profile (spec 2 §2 "Conversation-prompt popups", §4
 * "Conversation prompt"): their question, in the viewer's words, and "Answer", which opens the
 * send-message popup and sends the answer as a conversation-prompt message. Sent: a toast that
 * opens the chat. Held (a free member's first words, DESIGN.md §14): straight to the chat, where
 * the unsent answer and its paywall entry are. Refused: the thread's explanations. Not offered on
 * the member's own profile, nor between members where either blocked the other.
 */
export function ConversationPromptAnswer({ hid, record, question }: { hid: string; record: MemberRecord; question: string }) {
  const { t } = useTranslation('discovery');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { data: own } = useGetOwnProfileQuery();
  const titleId = useId();
  const [shown, setShown] = useState<Shown>(null);
  const [failed, setFailed] = useState(false);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  // One requestId per answer: a retry of the same words after a lost answer is not stored twice.
  const attempt = useRef<{ answer: string; requestId: string } | null>(null);
  const questionId = record.profile.conversation_prompt;
  const ownHid = own?.common?.hid;

  if (questionId === null || !ownHid || ownHid === hid || record.list_data.user_block_me || record.list_data.i_block_user) return null;

  const send = async (answer: string) => {
    if (attempt.current?.answer !== answer) attempt.current = { answer, requestId: newRequestId() };
    setFailed(false);
    const result = await sendMessage({ hid, body: { type: 'conversationPrompt', conversationPromptMessageBody: { questionId, answer }, requestId: attempt.current.requestId } });
    if (result.data) {
      attempt.current = null;
      setShown(null);
      const chat = `/dialogs/${encodeURIComponent(hid)}`;
      if (result.data.isSent) dispatch(showPush({ type: 'answer_sent', messageKey: 'discovery:profileView.prompt.sent', tone: 'success', url: chat }));
      else void navigate(chat);
      return;
    }
    const code = codeOf(result.error);
    if (code === MessengerCode.notEnoughCoins || code === MessengerCode.blocked) setShown(code);
    else setFailed(true);
  };

  return (
    <section className={styles.prompt} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('profileView.prompt.title')}</h3>
      <p className={styles.question}>{question}</p>
      <button type="button" className={buttonClass('secondary', { block: true })} onClick={() => setShown('answer')}>
        {t('profileView.prompt.answer')}
      </button>
      {shown === 'answer' && (
        <PromptAnswerPopup
          question={question}
          sending={sending}
          error={failed ? t('profileView.prompt.failed') : null}
          onSend={(answer) => void send(answer)}
          onClose={() => {
            setFailed(false);
            setShown(null);
          }}
        />
      )}
      {shown === MessengerCode.notEnoughCoins && <CoinsPopup onClose={() => setShown(null)} />}
      {shown === MessengerCode.blocked && <BlockedPopup name={record.common.name} onClose={() => setShown(null)} />}
    </section>
  );
}
