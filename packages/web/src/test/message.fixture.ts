import type { Message } from '@amora/contracts';

/** A text message `id` saying `text`, incoming and a minute old unless told (the thread tests and the match popup's send). */
export function messageFixture(id: string, text: string, overrides: Partial<Message> = {}): Message {
  return {
    id,
    createDate: Date.now() - 60_000,
    isIncoming: true,
    isRead: true,
    isSent: true,
    isSmart: false,
    isPreload: false,
    isDeleted: false,
    repliedMessage: null,
    type: 'text',
    subtype: 1,
    text,
    stickerType: null,
    giftType: null,
    greetingType: null,
    questionId: null,
    ...overrides,
  };
}

