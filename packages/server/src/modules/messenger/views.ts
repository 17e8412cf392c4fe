import { DIALOG_PREVIEW_LENGTH, MESSAGE_LEGACY_CODE, REPLY_DEADLINE_HOURS, type Dialog, type Message, type MessageType } from '@amora/contracts';
import { HOUR } from '../../platform/clock.ts';
import { dialogUserOf, type MemberPhotoUrls, type VisibleMember } from '../member-views/index.ts';
import type { DialogRow, MessageRow } from './repo.ts';

/** Whether the viewer receives the message: the other member's, or the system's (it speaks to both). */
const incomingTo = (row: MessageRow, viewerId: number) => row.is_system === 1 || Number(row.receiver_account_id) === viewerId;

/**
 * The message as `viewerId` sees it (spec 2 §3 "Message"). Read means the receiver read it: the
 * sender's double check, the receiver's own state; a system message is read by nature. Sent is
 * false only while the message is held, which only its sender ever sees.
 */
export function messageOf(row: MessageRow, viewerId: number, replied: MessageRow | undefined): Message {
  const type = row.type as MessageType;
  return {
    id: row.hid,
    createDate: Number(row.created_at),
    isIncoming: incomingTo(row, viewerId),
    isRead: row.is_system === 1 || row.read_at !== null,
    isSent: row.is_held === 0,
    isSmart: row.is_smart === 1,
    isPreload: false,
    isDeleted: row.deleted_at !== null,
    repliedMessage: replied
      ? { id: replied.hid, type: replied.type as MessageType, isIncoming: incomingTo(replied, viewerId), text: replied.deleted_at === null ? replied.text : null, isDeleted: replied.deleted_at !== null }
      : null,
    type,
    subtype: MESSAGE_LEGACY_CODE[type],
    text: row.text,
    stickerType: row.sticker_type,
    giftType: row.gift_type,
    greetingType: row.greeting_type,
    questionId: row.question_id,
  };
}

/**
 * The dialog as its owner sees it (spec 2 §3 "Dialog"). `replyDeadline` (ours): while the last
 * message is an unanswered one from the other member, a day after it came; null otherwise.
 */
export function dialogOf(member: VisibleMember, row: DialogRow | undefined, last: MessageRow | undefined, urls: MemberPhotoUrls, viewerId: number): Dialog {
  const unread = row?.unread_count ?? 0;
  const awaitsReply = last !== undefined && last.is_system === 0 && Number(last.receiver_account_id) === viewerId;
  const { relationship } = member;
  return {
    hid: member.account.hid,
    isRead: unread === 0,
    replyDeadline: awaitsReply ? Number(last.created_at) + REPLY_DEADLINE_HOURS * HOUR : null,
    lastMessage: last
      ? {
          createDate: Number(last.created_at),
          isRead: last.is_system === 1 || last.read_at !== null,
          isSent: last.is_held === 0,
          type: last.type as MessageType,
          isIncoming: incomingTo(last, viewerId),
          text: last.deleted_at === null ? previewOf(last.text) : null,
        }
      : null,
    unreadMessagesCount: unread,
    user: dialogUserOf(member, urls),
    relationships: { isMatch: relationship.isMatch, isMyFavorite: relationship.isMyFavorite, likedMe: relationship.likedMe, iLiked: relationship.iLiked },
  };
}

/** The first words of a text for the list's line, cut at a whole character (code point). */
function previewOf(text: string | null): string | null {
  if (text === null) return null;
  const characters = Array.from(text);
  return characters.length <= DIALOG_PREVIEW_LENGTH ? text : characters.slice(0, DIALOG_PREVIEW_LENGTH).join('');
}
