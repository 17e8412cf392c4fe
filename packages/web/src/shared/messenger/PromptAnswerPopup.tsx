import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageTextarea } from '../ui/MessageTextarea.tsx';
import { Popup } from '../ui/Popup.tsx';
import styles from './SendPopups.module.css';

/** Spec 2 §2: the answer field grows up to three rows. */
const ANSWER_MAX_ROWS = 3;

export interface PromptAnswerPopupProps {
  /** The question, in the reader's language (the vocabulary's `conversation_prompt` label). */
  question: string;
  /** While the answer is on its way: the send button waits. */
  sending?: boolean;
  /** Why the last send failed, shown above the button; the answer stays for a retry. */
  error?: string | null;
  onSend: (answer: string) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2 "Conversation-prompt popups", the send-message popup: the question, a textarea of up
 * to three rows, and send, disabled while the trimmed answer is empty (spec 2 §5). The answer
 * goes out as typed. The thread's ice breaker and another member's profile both open it.
 */
export function PromptAnswerPopup({ question, sending = false, error = null, onSend, onClose }: PromptAnswerPopupProps) {
  const { t } = useTranslation('messenger');
  const [answer, setAnswer] = useState('');
  return (
    <Popup
      title={question || t('greetings.iceBreaker.answerTitle')}
      buttons={[{ label: t('greetings.iceBreaker.send'), onClick: () => onSend(answer), disabled: sending || answer.trim() === '' }]}
      onClose={onClose}
    >
      <MessageTextarea
        value={answer}
        label={t('greetings.iceBreaker.answerLabel')}
        placeholder={t('greetings.iceBreaker.placeholder')}
        maxRows={ANSWER_MAX_ROWS}
        onInput={(event) => setAnswer(event.currentTarget.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </Popup>
  );
}
