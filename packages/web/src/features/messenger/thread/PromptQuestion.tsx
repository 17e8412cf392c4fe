import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '@amora/contracts';
import { useGetMemberVocabularyQuery } from '../../../api/vocabulary.ts';

/**
 * The question a conversation-prompt message answers, in the reader's language: the label of the
 * profile vocabulary's `conversation_prompt` value (the ice-breaker popup lists the same ones).
 * Nothing while the vocabulary loads, or for a question it no longer has.
 */
export function PromptQuestion({ questionId }: { questionId: number }) {
  const { i18n } = useTranslation('messenger');
  const { data: vocabulary } = useGetMemberVocabularyQuery(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
  const values = vocabulary?.conversation_prompt?.values;
  const question = values && !('min' in values) ? (values as Record<string, string>)[String(questionId)] : undefined;
  return question ?? null;
}
