import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@amora/contracts';
import { PromptAnswerPopup } from '../../../shared/messenger/PromptAnswerPopup.tsx';
import { Popup } from '../../../shared/ui/Popup.tsx';
import { useGetMemberVocabularyQuery } from '../../../api/vocabulary.ts';
import styles from './Greetings.module.css';

export interface IceBreakerPopupProps {
  onSend: (questionId: number, answer: string) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2 "Conversation-prompt popups": the ice-breaker questions (the profile vocabulary's
 * `conversation_prompt` field, in the interface language), then the send-message popup for the
 * one chosen (shared/messenger, which another member's profile opens too). The thread sends the
 * answer as a conversation-prompt message.
 */
export function IceBreakerPopup({ onSend, onClose }: IceBreakerPopupProps) {
  const { t, i18n } = useTranslation('messenger');
  const { data: vocabulary, isError } = useGetMemberVocabularyQuery(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const [chosen, setChosen] = useState<number | null>(null);
  const field = vocabulary?.conversation_prompt;
  const questions = field && !('min' in field.values) ? (field.values as Record<string, string>) : null;

  if (chosen !== null) return <PromptAnswerPopup question={questions?.[String(chosen)] ?? ''} onSend={(answer) => onSend(chosen, answer)} onClose={onClose} />;

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
