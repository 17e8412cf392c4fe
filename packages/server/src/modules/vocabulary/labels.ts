import fs from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@amora/contracts';

/**
 * The server-side texts of profile values, interests and their categories: labels/<language>.json,
 * keyed by the translation keys of contracts/profile-values.ts.
 */

export type Labels = Readonly<Record<string, string>>;
export type Translate = (key: string) => string;

const LABELS: ReadonlyMap<Language, Labels> = new Map(
  LANGUAGES.map((language) => [language, JSON.parse(fs.readFileSync(new URL(`./labels/${language}.json`, import.meta.url), 'utf8')) as Labels]),
);

export function labelsOf(language: Language): Labels {
  return LABELS.get(language)!;
}

/** A key's text in the language, else in English, else the key itself (labels.test.ts keeps that from happening). */
export function translator(language: Language): Translate {
  const own = labelsOf(language);
  const fallback = labelsOf(DEFAULT_LANGUAGE);
  return (key) => own[key] ?? fallback[key] ?? key;
}
