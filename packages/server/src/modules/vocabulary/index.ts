/** The vocabulary module's public surface: profile field labels per language. It owns no table and no route. */
export { labelsOf, translator, type Labels, type Translate } from './labels.ts';
export { guestVocabulary, memberVocabulary, vocabularyLabelKeys } from './vocabulary.ts';
