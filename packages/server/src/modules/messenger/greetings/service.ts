import { createHash } from 'node:crypto';
import { GREETING_LEGACY_TYPE, GreetingFieldError, type GreetingSuggestion, type GreetingsQuery, type Language, type SendGreetingBody, type SentGreeting } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountRow } from '../../accounts/index.ts';
import type { MemberViewer, MemberViews } from '../../member-views/index.ts';
import type { MessageSender } from '../send.ts';
import { greetingText, suggestedGreetingIds } from './suggestions.ts';

export interface GreetingsDeps {
  members: Pick<MemberViews, 'one'>;
  sender: Pick<MessageSender, 'send'>;
}

type Viewer = MemberViewer & Pick<AccountRow, 'id' | 'hid'>;

/**
 * Greetings (spec 2 §4 "Greetings", §7): suggestions for a pair, and the coins variant's send.
 * Greetings cost nothing: the pings-for-coins test group of the spec has no split configured, so
 * nobody is in it (docs/decisions.md).
 */
export class Greetings {
  constructor(private readonly deps: GreetingsDeps) {}

  /** Suggestions to write to the member `otherHid`, in the caller's language; only for a member the caller may see (not blocked either way, active). */
  async suggestions(viewer: Viewer, otherHid: string, query: GreetingsQuery, language: Language): Promise<GreetingSuggestion[]> {
    const other = await this.deps.members.one(viewer, otherHid);
    if (!other) throw ApiError.notFound('No such member');
    return suggestedGreetingIds(viewer.id, Number(other.account.id), { round: query.round, size: query.pageSize }).map((id) => ({ id, text: greetingText(id, language)! }));
  }

  /**
   * `POST /rest/v2/user/messenger/messages/greeting`: the greeting through the messenger's one
   * send, with its text in the sender's language (what they chose from). The request id comes
   * from the pair and the greeting, so a retried call answers the first message and sends nothing new.
   */
  async send(viewer: Viewer, body: SendGreetingBody, language: Language): Promise<SentGreeting> {
    const text = greetingText(body.ping_id, language);
    if (text === undefined) throw ApiError.validation({ ping_id: GreetingFieldError.unknown }, 'No such greeting');
    const requestId = `greeting:${createHash('sha256').update(`${body.contact_hid}:${body.ping_id}`).digest('base64url').slice(0, 32)}`;
    const message = await this.deps.sender.send(viewer, body.contact_hid, {
      type: 'greeting',
      greetingMessageBody: { greetingType: body.ping_id, text },
      requestId,
      ...(body.context ? { actionSource: body.context } : {}),
    });
    return { id: message.id, created_at: Math.floor(message.createDate / 1000), type: GREETING_LEGACY_TYPE, is_unread: !message.isRead, body: message.text ?? text };
  }
}
