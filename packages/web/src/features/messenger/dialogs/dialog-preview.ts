import type { TFunction } from 'i18next';
import { DIALOG_PREVIEW_LENGTH, type Dialog, type Message } from '@amora/contracts';
import { decodeNumericEntities } from '../message-text.ts';

/**
 * The list's line for the last message (spec 2 §2 dialog list): its first words as text (numeric
 * entities decoded, never HTML), or what it was (a sticker, a gift, the match), and "You:" before
 * one's own words.
 */
export function dialogPreview(lastMessage: NonNullable<Dialog['lastMessage']>, t: TFunction<'messenger'>): string {
  const { type, text, isIncoming } = lastMessage;
  let line: string;
  if (type === 'userMatch') return t('dialogs.preview.userMatch');
  if (type === 'iceBreaker') return t('dialogs.preview.iceBreaker');
  if (type === 'sticker') line = t('dialogs.preview.sticker');
  else if (type === 'gift') line = t('dialogs.preview.gift');
  else if (text !== null) line = decodeNumericEntities(text);
  else line = t('dialogs.preview.deleted');
  return isIncoming ? line : t('dialogs.preview.own', { line });
}

/** A live message as the list's last message, cut as the server cuts it. */
export function lastMessageOf(message: Message): NonNullable<Dialog['lastMessage']> {
  const text = message.isDeleted || message.text === null ? null : Array.from(message.text).slice(0, DIALOG_PREVIEW_LENGTH).join('');
  return { createDate: message.createDate, isRead: message.isRead, isSent: message.isSent, type: message.type, isIncoming: message.isIncoming, text };
}
