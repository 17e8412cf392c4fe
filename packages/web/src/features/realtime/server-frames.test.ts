import { describe, expect, it } from 'vitest';
import type { Message, PushRecord, ServerFrame } from '@amora/contracts';
import { parseServerFrame } from './server-frames.ts';

const push: PushRecord = {
  type: 'gift_notification',
  pushId: 'push-9',
  context: null,
  senderHid: 'hid-bo',
  senderName: 'Bo',
  serverSentTimestamp: 1_700_000_000_000,
  url: '/dialogs/hid-bo',
  urlHash: null,
  photo: '/media/bo.webp',
  template: { title: 'Bo', body: 'sent you a gift', button: 'Open', placeholder: null },
  expiredInterval: 6,
};

const chatMessage: Message = {
  id: 'm-1',
  createDate: 1_700_000_000_000,
  isIncoming: true,
  isRead: false,
  isSent: true,
  isSmart: false,
  isPreload: false,
  isDeleted: false,
  repliedMessage: null,
  type: 'text',
  subtype: 1,
  text: 'Hi',
  stickerType: null,
  giftType: null,
  greetingType: null,
  questionId: null,
};

const frames: ServerFrame[] = [
  { channel: 'rpc', type: 'authenticated', payload: { hid: 'hid-ana' } },
  { channel: 'rpc', type: 'counters', payload: { unreadDialogsCount: 1, newILikeCount: 0, newMatchesCount: 2, newVisitorsCount: 3 } },
  { channel: 'rpc', type: 'heartbeat', payload: { at: 1 } },
  { channel: 'rpc', type: 'blocked_by_user', payload: { userHid: 'hid-bo' } },
  { channel: 'rpc', type: 'feed', payload: { unreadCount: 4 } },
  { channel: 'push', type: 'push', payload: push },
  { channel: 'online', type: 'presence', payload: { hid: 'hid-bo', online: false } },
  { channel: 'chat', type: 'message', payload: { seq: 7, type: 'message', dialogHid: 'hid-bo', message: chatMessage } },
  { channel: 'chat', type: 'messages_sent', payload: { seq: 8, type: 'messages_sent', dialogHid: 'hid-bo', messageIds: ['m-1'] } },
  { channel: 'chat', type: 'messages_deleted', payload: { seq: 9, type: 'messages_deleted', dialogHid: 'hid-bo', messageIds: ['m-1'] } },
  { channel: 'chat', type: 'contact_read', payload: { seq: 10, type: 'contact_read', dialogHid: 'hid-bo', readAt: 1_700_000_000_000 } },
  { channel: 'chat', type: 'dialog_read', payload: { seq: 11, type: 'dialog_read', dialogHid: 'hid-bo' } },
  { channel: 'chat', type: 'dialog_deleted', payload: { seq: 12, type: 'dialog_deleted', dialogHid: 'hid-bo' } },
];

describe('server frames (contracts/realtime.ts)', () => {
  it.each(frames.map((frame) => [frame.type, frame] as const))('reads a %s frame', (_type, frame) => {
    expect(parseServerFrame(JSON.stringify(frame))).toEqual(frame);
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['a type this build does not know', JSON.stringify({ channel: 'rpc', type: 'shutdown', payload: {} })],
    ['a known type on the wrong channel', JSON.stringify({ channel: 'chat', type: 'counters', payload: frames[1]!.payload })],
    ['a push of a type outside the catalogue', JSON.stringify({ channel: 'push', type: 'push', payload: { ...push, type: 'lottery_win' } })],
    ['a push without its template', JSON.stringify({ channel: 'push', type: 'push', payload: { ...push, template: null } })],
    ['a frame without a payload', JSON.stringify({ channel: 'rpc', type: 'heartbeat' })],
    ['a feed count that is not a count', JSON.stringify({ channel: 'rpc', type: 'feed', payload: { unreadCount: -1 } })],
    ['a chat event without its seq', JSON.stringify({ channel: 'chat', type: 'dialog_read', payload: { type: 'dialog_read', dialogHid: 'hid-bo' } })],
    ['a chat message without the message', JSON.stringify({ channel: 'chat', type: 'message', payload: { seq: 3, type: 'message', dialogHid: 'hid-bo' } })],
  ])('skips %s', (_case, data) => {
    expect(parseServerFrame(data)).toBeNull();
  });
});
