import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@amora/contracts';

/** The wording of every mail, per language, from `templates/<lang>.json`. */
export interface MailTexts {
  common: { footer: string; buttonHint: string };
  confirmation: { subject: string; heading: string; intro: string; button: string; setPassword: string; setPasswordLink: string };
  changeEmail: { subject: string; heading: string; intro: string; button: string };
  recover: { subject: string; heading: string; intro: string; validity: string; button: string; ignore: string };
  passwordChanged: { subject: string; heading: string; intro: string; notYou: string; notYouLink: string };
  notification: { unsubscribeText: string; unsubscribeLink: string };
  unsubscribeCode: { subject: string; heading: string; intro: string; validity: string; ignore: string };
  dataExport: { subject: string; heading: string; intro: string; button: string; validity: string; notYou: string };
  socialDigest: Record<SocialDigestKind, { subject: string; heading: string; intro: string; button: string }>;
  newMessage: { subject: string; heading: string; intro: string; button: string };
}

/** What a social digest mail counts: likes, matches or profile visitors. */
export type SocialDigestKind = 'likes' | 'matches' | 'visitors';

export const TEMPLATES_DIR = path.join(import.meta.dirname, 'templates');

/** Read once at start: a missing or broken file stops the server instead of a mail going out blank. */
const TEXTS = new Map<Language, MailTexts>(
  LANGUAGES.map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(TEMPLATES_DIR, `${lang}.json`), 'utf8')) as MailTexts]),
);

export function mailTexts(lang: Language): MailTexts {
  return TEXTS.get(lang)!;
}

/** The placeholders a template may use; the optional ones only where a mail has them. */
export interface MailVars {
  brand: string;
  email: string;
  minutes: number;
  /** The notification type a mail is about, as the settings list names it. */
  topic?: string;
  days?: number;
  /** How many things a digest mail counts. */
  count?: number;
  /** A member's first name (the sender of a new-message mail). */
  name?: string;
}

/** Fills `{{name}}` placeholders; an unknown one is a template bug and throws. */
export function fill(template: string, vars: MailVars): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (vars[name as keyof MailVars] === undefined) throw new Error(`Unknown mail placeholder {{${name}}}`);
    return String(vars[name as keyof MailVars]);
  });
}
