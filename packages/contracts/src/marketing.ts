import { z as zod } from 'zod';
import { restResult } from './envelope.ts';

/**
 * Common mail domains of our markets (GET /rest/v2/marketing/mail-domain-list): the sign-up
 * e-mail field suggests them and offers a fix for a near miss ("gmial.com").
 */
export const MAIL_DOMAINS: readonly string[] = [
  // international
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'gmx.com',
  'mail.com',
  // Germany
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'freenet.de',
  'yahoo.de',
  'hotmail.de',
  'outlook.de',
  // Russia and Ukraine
  'mail.ru',
  'yandex.ru',
  'ya.ru',
  'rambler.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'ukr.net',
  'i.ua',
  'meta.ua',
  // Poland
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'op.pl',
  // France
  'orange.fr',
  'free.fr',
  'laposte.net',
  'sfr.fr',
  'wanadoo.fr',
  'hotmail.fr',
  'yahoo.fr',
  // Brazil
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'ig.com.br',
  'hotmail.com.br',
  'yahoo.com.br',
  // Spain and Mexico
  'hotmail.es',
  'yahoo.es',
  'telefonica.net',
  'prodigy.net.mx',
  'yahoo.com.mx',
  'hotmail.com.mx',
  // India
  'rediffmail.com',
  'yahoo.co.in',
  'outlook.in',
  // United Kingdom and United States
  'yahoo.co.uk',
  'hotmail.co.uk',
  'btinternet.com',
  'comcast.net',
  'att.net',
  'verizon.net',
];

export const mailDomainListResponseSchema = restResult(zod.object({ domains: zod.array(zod.string()) }));
