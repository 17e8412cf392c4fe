import { brandPalette, RECOVER_LINK_TTL_MS, type Brand, type Language } from '@amora/contracts';
import type { AppConfig } from '../../config.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { renderMailHtml, renderMailText, type MailBrandLook, type MailContent } from '../../platform/mail/layout.ts';
import { mailLogoUrl } from './origin.ts';
import { fill, mailTexts, type MailVars, type SocialDigestKind } from './texts.ts';

/** Who a mail goes to, from which brand, in which language. */
export interface MailRecipient {
  config: Pick<AppConfig, 'publicUrl' | 'port'>;
  brand: Brand;
  lang: Language;
  to: string;
}

function lookOf(r: MailRecipient): MailBrandLook {
  // Light palette: most mail clients show a light page whatever the system theme.
  const p = brandPalette(r.brand, 'light');
  return {
    name: r.brand.name,
    logoUrl: mailLogoUrl(r.config, r.brand),
    colors: {
      primary: p['--color-primary'],
      primaryContrast: p['--color-primary-contrast'],
      bg: p['--color-bg'],
      surface: p['--color-surface'],
      text: p['--color-text'],
      textMuted: p['--color-text-muted'],
      border: p['--color-border'],
    },
  };
}

function message(r: MailRecipient, subject: string, content: Omit<MailContent, 'lang' | 'title' | 'footer'>): MailMessage {
  const texts = mailTexts(r.lang);
  const vars = varsOf(r);
  const look = lookOf(r);
  const button = content.button && { ...content.button, hint: texts.common.buttonHint };
  const full: MailContent = { ...content, button, lang: r.lang, title: subject, footer: fill(texts.common.footer, vars) };
  return {
    from: `"${r.brand.name}" <no-reply@${r.brand.domain}>`,
    to: r.to,
    subject,
    html: renderMailHtml(look, full),
    text: renderMailText(look, full),
  };
}

function varsOf(r: MailRecipient, extra: Partial<MailVars> = {}): MailVars {
  return { brand: r.brand.name, email: r.to, minutes: RECOVER_LINK_TTL_MS / 60_000, ...extra };
}

/** After sign-up: confirm the address (the link logs in); the e-mail flow also sets a password. */
export function confirmationMail(r: MailRecipient, links: { confirmUrl: string; setPasswordUrl?: string }): MailMessage {
  const t = mailTexts(r.lang).confirmation;
  const vars = varsOf(r);
  return message(r, fill(t.subject, vars), {
    heading: fill(t.heading, vars),
    paragraphs: [fill(t.intro, vars)],
    button: { label: fill(t.button, vars), url: links.confirmUrl },
    links: links.setPasswordUrl ? [{ text: fill(t.setPassword, vars), label: fill(t.setPasswordLink, vars), url: links.setPasswordUrl }] : [],
  });
}

/** To the new address after a change of e-mail. */
export function changeEmailMail(r: MailRecipient, links: { confirmUrl: string }): MailMessage {
  const t = mailTexts(r.lang).changeEmail;
  const vars = varsOf(r);
  return message(r, fill(t.subject, vars), {
    heading: fill(t.heading, vars),
    paragraphs: [fill(t.intro, vars)],
    button: { label: fill(t.button, vars), url: links.confirmUrl },
  });
}

export function recoverMail(r: MailRecipient, links: { recoverUrl: string }): MailMessage {
  const t = mailTexts(r.lang).recover;
  const vars = varsOf(r);
  return message(r, fill(t.subject, vars), {
    heading: fill(t.heading, vars),
    paragraphs: [fill(t.intro, vars), fill(t.validity, vars), fill(t.ignore, vars)],
    button: { label: fill(t.button, vars), url: links.recoverUrl },
  });
}

/** After a password reset: tells the owner, with a way back in if it was not them. */
export function passwordChangedMail(r: MailRecipient, links: { recoverRequestUrl: string }): MailMessage {
  const t = mailTexts(r.lang).passwordChanged;
  const vars = varsOf(r);
  return message(r, fill(t.subject, vars), {
    heading: fill(t.heading, vars),
    paragraphs: [fill(t.intro, vars)],
    links: [{ text: fill(t.notYou, vars), label: fill(t.notYouLink, vars), url: links.recoverRequestUrl }],
  });
}

/** What a notification mail says; its sender words it in the recipient's language. */
export interface NotificationMailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
}

/**
 * A digest of likes, matches or visits that came while the member was away, sent as a
 * notification mail. It gives the count and names nobody: the names are for the app, behind the
 * login and the tier rules, not for an inbox others may glance at.
 */
export function socialDigestContent(r: MailRecipient, kind: SocialDigestKind, count: number, url: string): NotificationMailContent {
  const t = mailTexts(r.lang).socialDigest[kind];
  const vars = varsOf(r, { count });
  return { subject: fill(t.subject, vars), heading: fill(t.heading, vars), paragraphs: [fill(t.intro, vars)], button: { label: fill(t.button, vars), url } };
}

/**
 * The new-message mail of a dialog whose messages came while the member was away. It names the
 * sender by first name, as the new-message push does, but never carries the words: those stay in
 * the app, behind the login, and the button opens the dialog there.
 */
export function newMessageContent(r: MailRecipient, senderName: string, url: string): NotificationMailContent {
  const t = mailTexts(r.lang).newMessage;
  const vars = varsOf(r, { name: senderName });
  return { subject: fill(t.subject, vars), heading: fill(t.heading, vars), paragraphs: [fill(t.intro, vars)], button: { label: fill(t.button, vars), url } };
}

/** How a notification mail is unsubscribed from (contracts notification-settings.ts). */
export interface UnsubscribeLinks {
  /** The settings label of the mail's type, in the recipient's language. */
  topic: string;
  /** RFC 8058 one-click target: mail clients POST to it. */
  oneClickUrl: string;
  /** Where a person who clicks lands: the settings page, which verifies by e-mail. */
  pageUrl: string;
}

/**
 * A notification mail (new messages, likes …): a visible unsubscribe link, and the RFC 8058
 * headers with which mail clients (Gmail, Yahoo, Apple Mail) offer one-click unsubscribing.
 */
export function notificationMail(r: MailRecipient, content: NotificationMailContent, unsubscribe: UnsubscribeLinks): MailMessage {
  const t = mailTexts(r.lang).notification;
  const vars = varsOf(r, { topic: unsubscribe.topic });
  const mail = message(r, content.subject, {
    heading: content.heading,
    paragraphs: content.paragraphs,
    ...(content.button ? { button: content.button } : {}),
    links: [{ text: fill(t.unsubscribeText, vars), label: fill(t.unsubscribeLink, vars), url: unsubscribe.pageUrl }],
  });
  return {
    ...mail,
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The verify-e-mail-to-unsubscribe code (spec 3 §4). */
export function unsubscribeCodeMail(r: MailRecipient, input: { code: string; topic: string; minutes: number }): MailMessage {
  const t = mailTexts(r.lang).unsubscribeCode;
  const vars = varsOf(r, { topic: input.topic, minutes: input.minutes });
  return message(r, fill(t.subject, vars), {
    heading: fill(t.heading, vars),
    paragraphs: [fill(t.intro, vars), input.code, fill(t.validity, vars), fill(t.ignore, vars)],
  });
}

/** Request-my-data is built: the download link, valid `days`. */
export function dataExportMail(r: MailRecipient, input: { downloadUrl: string; days: number }): MailMessage {
  const t = mailTexts(r.lang).dataExport;
  const vars = varsOf(r, { days: input.days });
  return message(r, fill(t.subject, vars), {
    heading: fill(t.heading, vars),
    paragraphs: [fill(t.intro, vars), fill(t.validity, vars), fill(t.notYou, vars)],
    button: { label: fill(t.button, vars), url: input.downloadUrl },
  });
}
