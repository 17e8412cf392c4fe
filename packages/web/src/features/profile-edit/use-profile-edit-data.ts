import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type ProfileInfo, type VocabularyField } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useGetMemberVocabularyQuery } from '../../api/vocabulary.ts';

export type Vocabulary = Record<string, VocabularyField>;

/**
 * What every profile edit screen needs: the own profile and the member vocabulary in the
 * interface language. `data` is there once both are; `failed` when either could not be loaded.
 */
export function useProfileEditData(): { data: { profile: ProfileInfo; vocabulary: Vocabulary } | null; failed: boolean; retry: () => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const profile = useGetOwnProfileQuery();
  const vocabulary = useGetMemberVocabularyQuery(language);
  const data = profile.data && vocabulary.data ? { profile: profile.data, vocabulary: vocabulary.data } : null;
  const retry = () => {
    if (profile.isError) void profile.refetch();
    if (vocabulary.isError) void vocabulary.refetch();
  };
  return { data, failed: !data && (profile.isError || vocabulary.isError), retry };
}
