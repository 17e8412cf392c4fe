import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandPalette, BRANDS, LANGUAGES, type Language } from '@amora/contracts';
import {
  changeEmailMail,
  confirmationMail,
  dataExportMail,
  newMessageContent,
  notificationMail,
  passwordChangedMail,
  recoverMail,
  socialDigestContent,
  unsubscribeCodeMail,
  type MailRecipient,
} from './compose.ts';
import { mailTexts, TEMPLATES_DIR, type SocialDigestKind } from './texts.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const english = keysOf(mailTexts('en-US')).sort();
const links = {
  confirmUrl: 'http://amora.localhost:8080/api/user/confirmation/confirm?token=1.2.x&y=<z>',
  setPasswordUrl: 'http://amora.localhost:8080/sign/recover?q=1.2.x&t=2',
  recoverUrl: 'http://amora.localhost:8080/sign/recover?q=1.2.x&t=2',
  recoverRequestUrl: 'http://amora.localhost:8080/sign/recoverrequest',
  oneClickUrl: 'http://amora.localhost:8080/rest/v2/unsubscribe/one-click?token=1.2.x',
  pageUrl: 'http://amora.localhost:8080/settings/notifications?unsubscribe=1.2.x',
  downloadUrl: 'http://amora.localhost:8080/rest/v2/user/data-export/abc',
  activityUrl: 'http://amora.localhost:8080/activity/likes',
  dialogUrl: 'http://amora.localhost:8080/dialogs/h7x2k',
};
const digestMail = (r: MailRecipient, kind: SocialDigestKind) => notificationMail(r, socialDigestContent(r, kind, 37, links.activityUrl), { topic: 'Likes', ...links });
const news = { subject: 'Amora news', heading: 'News', paragraphs: ['Something new.'] };

function allMails(lang: Language, to = 'ana@example.com') {
  const r: MailRecipient = { config: { port: 8080 }, brand: BRANDS[0]!, lang, to };
  return {
    confirmation: confirmationMail(r, links),
    changeEmail: changeEmailMail(r, links),
    recover: recoverMail(r, links),
    passwordChanged: passwordChangedMail(r, links),
    notification: notificationMail(r, news, { topic: 'Tips', ...links }),
    unsubscribeCode: unsubscribeCodeMail(r, { code: '042917', topic: 'Tips', minutes: 10 }),
    dataExport: dataExportMail(r, { ...links, days: 7 }),
    likesDigest: digestMail(r, 'likes'),
    matchesDigest: digestMail(r, 'matches'),
    visitorsDigest: digestMail(r, 'visitors'),
    newMessage: notificationMail(r, newMessageContent(r, 'Zoë', links.dialogUrl), { topic: 'New messages', ...links }),
  };
}

describe('mail templates', () => {
  it('exist for every language, with exactly the English keys, none empty', () => {
    expect(fs.readdirSync(TEMPLATES_DIR).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
    for (const lang of LANGUAGES) {
      expect(keysOf(mailTexts(lang)).sort(), lang).toEqual(english);
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], mailTexts(lang));
        expect(typeof value === 'string' && value.trim().length > 0, `${lang} ${key}`).toBe(true);
      }
    }
  });

  it('are translated, not copies of English', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en-US')) {
      expect(mailTexts(lang).recover.subject, lang).not.toBe(mailTexts('en-US').recover.subject);
    }
  });

  it('render every template in every language with each placeholder filled and both parts', () => {
    for (const lang of LANGUAGES) {
      for (const [name, mail] of Object.entries(allMails(lang))) {
        const where = `${lang} ${name}`;
        for (const part of [mail.subject, mail.html, mail.text]) expect(part, where).not.toMatch(/\{\{|\}\}/);
        expect(mail.subject, where).toContain('Amora');
        expect(mail.html, where).toContain(`lang="${lang}"`);
        expect(mail.html, where).toContain('http://amora.localhost:8080/brand/amora/apple-touch-icon-144.png');
        expect(mail.text, where).toContain('Amora');
        expect(mail.from, where).toBe('"Amora" <no-reply@amora.date>');
      }
      const mails = allMails(lang);
      expect(mails.recover.text).toContain(links.recoverUrl);
      expect(mails.recover.text).toContain('60');
      expect(mails.confirmation.text).toContain(links.setPasswordUrl);
      expect(mails.passwordChanged.text).toContain(links.recoverRequestUrl);
      expect(mails.notification.text).toContain(links.pageUrl);
      for (const digest of [mails.likesDigest, mails.matchesDigest, mails.visitorsDigest]) {
        expect(digest.text, lang).toContain('37');
        expect(digest.text, lang).toContain(links.activityUrl);
      }
      expect(mails.newMessage.subject, lang).toContain('Zoë');
      expect(mails.newMessage.text, lang).toContain(links.dialogUrl);
      expect(mails.notification.text).toContain('Tips');
      expect(mails.unsubscribeCode.text).toContain('042917');
      expect(mails.unsubscribeCode.text).toContain('10');
      expect(mails.dataExport.text).toContain(links.downloadUrl);
      expect(mails.dataExport.text).toContain('7');
    }
  });

  it('show each address once in the text part, alone on its line and never followed by a colon', () => {
    for (const lang of LANGUAGES) {
      for (const [name, mail] of Object.entries(allMails(lang))) {
        const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
        expect(new Set(urls).size, `${lang} ${name}: ${urls.join(' ')}`).toBe(urls.length);
        for (const url of urls) expect(mail.text.split('\n'), `${lang} ${name}`).toContain(url);
      }
      expect(allMails(lang).confirmation.text).toContain(links.confirmUrl);
    }
  });

  it('give notification mails, and only them, the RFC 8058 one-click headers', () => {
    const mails = allMails('de-DE');
    expect(mails.notification.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    for (const name of ['confirmation', 'recover', 'unsubscribeCode', 'dataExport'] as const) expect(mails[name].headers, name).toBeUndefined();
  });

  it('escape what they show, links included', () => {
    const mail = allMails('en-US', '<b>x</b>@example.com').confirmation;
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&#60;b&#62;x&#60;/b&#62;@example.com');
    expect(mail.html).not.toContain('y=<z>');
    expect(mail.html).toContain('token=1.2.x&#38;y=&#60;z&#62;');
  });

  it('use the brand palette', () => {
    const html = allMails('en-US').confirmation.html;
    const palette = brandPalette(BRANDS[0]!, 'light');
    expect(html).toContain(`background:${palette['--color-primary']}`);
    expect(html).toContain(`color:${palette['--color-primary-contrast']}`);
  });
});
