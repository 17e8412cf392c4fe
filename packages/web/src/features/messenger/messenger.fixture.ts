import type { ChatEvent, Dialog, Message, MessagesResponse } from '@amora/contracts';

/** The thread tests take their messages from here with the rest of the messenger's fixtures. */
export { messageFixture } from '../../test/message.fixture.ts';

/** The test members' photo and names: Bo is the member the thread tests talk to. */
export const BO = 'hid-bo';

/** Dialog `n` with member `hid-n` (named Member n), one unread message, `minutesAgo` old. */
export function dialogFixture(n: number, overrides: Partial<Dialog> = {}, minutesAgo = n): Dialog {
  const hid = `hid-${n}`;
  return {
    hid,
    isRead: false,
    replyDeadline: null,
    lastMessage: { createDate: Date.now() - minutesAgo * 60_000, isRead: false, isSent: true, type: 'text', isIncoming: true, text: `Hello from member ${n}` },
    unreadMessagesCount: 1,
    user: {
      hid,
      name: `Member ${n}`,
      isPremiumBase: false,
      isPremiumPlus: false,
      isPremium: false,
      isVip: false,
      cardPhotoThumbnail: null,
      listPhotoThumbnail: null,
      isBlockedByMe: false,
      isBlockingMe: false,
      isMatch: false,
      isMyFavorite: false,
      genderType: 'TYPE_MALE',
    },
    relationships: { isMatch: false, isMyFavorite: false, likedMe: false, iLiked: false },
    ...overrides,
  };
}

/** The thread answer with Bo: messages given oldest first, answered newest first as the server does. */
export function threadFixture(messages: Message[], overrides: Partial<MessagesResponse> = {}): MessagesResponse {
  return {
    dialog: dialogFixture(0, { hid: BO, user: { ...dialogFixture(0).user, hid: BO, name: 'Bo' } }),
    messages: [...messages].reverse(),
    conversationStarter: null,
    nextPageToken: '',
    ...overrides,
  };
}

/** Chat event `seq` carrying a new message in the dialog with Bo. */
export const messageEvent = (seq: number, message: Message, dialogHid = BO): ChatEvent => ({ seq, type: 'message', dialogHid, message });
