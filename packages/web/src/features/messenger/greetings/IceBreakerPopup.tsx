import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@amora/contracts';
import { MessageTextarea } from '../../../shared/ui/MessageTextarea.tsx';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { useGetMemberVocabularyQuery } from '../../../api/vocabulary.ts';
import styles from './Greetings.module.css';

/** Spec 2 §2: the answer field grows up to three rows. */
const ANSWER_MAX_ROWS = 3;

export interface IceBreakerPopupProps {
  /** A question chosen already (answering from a profile): the popup opens at the answer. */
  questionId?: number;
  onSend: (questionId: number, answer: string) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2 "Conversation-prompt popups": the ice-breaker questions (the profile vocabulary's
 * `conversation_prompt` field, in the interface language), then the send-message popup for the
 * one chosen: a textarea of up to three rows, send disabled while the trimmed answer is empty
 * (spec 2 §5). The answer is sent as typed; the thread sends it as a conversation-prompt message.
 */
export function IceBreakerPopup({ questionId, onSend, onClose }: IceBreakerPopupProps) {
  const { t, i18n } = useTranslation('messenger');
  const { data: vocabulary, isError } = useGetMemberVocabularyQuery(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const [chosen, setChosen] = useState<number | null>(questionId ?? null);
  const [answer, setAnswer] = useState('');
  const field = vocabulary?.conversation_prompt;
  const questions = field && !('min' in field.values) ? (field.values as Record<string, string>) : null;

  if (chosen !== null) {
    const question = questions?.[String(chosen)] ?? '';
    return (
      <Popup
        title={question || t('greetings.iceBreaker.answerTitle')}
        buttons={[{ label: t('greetings.iceBreaker.send'), onClick: () => onSend(chosen, answer), disabled: answer.trim() === '' }]}
        onClose={onClose}
      >
        <MessageTextarea value={answer} label={t('greetings.iceBreaker.answerLabel')} placeholder={t('greetings.iceBreaker.placeholder')} maxRows={ANSWER_MAX_ROWS} onInput={(event) => setAnswer(event.currentTarget.value)} />
      </Popup>
    );
  }

  return (
    <Popup title={t('greetings.iceBreaker.title')} description={t('greetings.iceBreaker.description')} onClose={onClose}>
      {isError && <p role="alert" className={styles.error}>{t('greetings.iceBreaker.error')}</p>}
      {questions && (
        <ul className={styles.questions}>
          {(field!.visible.length ? field!.visible : Object.keys(questions)).map((id) => (
            <li key={id}>
              <button type="button" className={styles.question} onClick={() => setChosen(Number(id))}>
                {questions[id]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popup>
  );
}
