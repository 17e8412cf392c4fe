import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { NO_CONVERSATION_PROMPT, type ProfileInfo } from '@amora/contracts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { formatValue, optionsOf } from '../../shared/profile/profile-answers.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { ChoiceCard } from './ChoiceCard.tsx';
import { useEditProfileMutation } from './profile-edit-api.ts';
import type { Vocabulary } from './use-profile-edit-data.ts';
import styles from './ProfileEdit.module.css';

/**
 * The member's conversation starter (spec 2 §4 "Conversation prompt"): the question others may
 * answer from their profile, chosen from the vocabulary's list or taken away ("No question"),
 * saved at once. The server's added or removed push confirms it; a failure says so here.
 */
export function ConversationPromptRow({ profile, vocabulary }: { profile: ProfileInfo; vocabulary: Vocabulary }) {
  const { t, i18n } = useTranslation('profile');
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const [save, { isLoading: saving }] = useEditProfileMutation();
  const field = vocabulary.conversation_prompt;
  const current = profile.profile?.conversation_prompt ?? null;
  const value = formatValue('conversation_prompt', field, current, i18n.language);

  const choose = async (question: number) => {
    setOpen(false);
    // The edit rule (spec 1 §5): the same question again, or none when there is none, is no change.
    if (question === (current ?? NO_CONVERSATION_PROMPT)) return;
    const answer = await save({ conversation_prompt: question });
    if ('error' in answer) dispatch(showPush({ messageKey: 'profile:pushes.notSaved', tone: 'error' }));
  };

  return (
    <ChoiceCard id="prompt" title={t('groups.conversationPrompt')} label={t('prompt.label')} value={value} saving={saving} disabled={!field} onOpen={() => setOpen(true)}>
      {open && field && (
        <Popup title={t('prompt.choose')} description={t('prompt.hint')} align="bottom" onClose={() => setOpen(false)}>
          <ul className={styles.optionList} aria-label={field.label}>
            {[...optionsOf(field), { id: NO_CONVERSATION_PROMPT, label: t('prompt.none') }].map((option) => (
              <li key={option.id}>
                <button type="button" className={styles.option} aria-pressed={option.id === (current ?? NO_CONVERSATION_PROMPT)} onClick={() => void choose(option.id)}>
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        </Popup>
      )}
    </ChoiceCard>
  );
}
