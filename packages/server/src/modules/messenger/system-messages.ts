import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PROFILE_SELECT_FIELDS } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { newHid } from '../../platform/ids.ts';
import type { Later } from './after-commit.ts';
import { messagesRepo, pairOf } from './repo.ts';
import type { Party, Threads } from './threads.ts';

/** What a system message says: its type and, for the ice breaker, the question it asks. */
export interface SystemContent {
  type: 'userMatch' | 'iceBreaker';
  questionId: number | null;
}

/**
 * The ice breaker's question for a pair (docs/decisions.md "Ice breaker"): one of the profile's
 * conversation-prompt questions, drawn from the pair's ids (SHA-256), so both sides, a replayed
 * event and a rematch all name the same question, and pairs spread over the whole list.
 */
export function iceBreakerQuestionOf(a: number, b: number): number {
  const { low, high } = pairOf(a, b);
  const questions = PROFILE_SELECT_FIELDS.conversation_prompt.values;
  const draw = createHash('sha256').update(`ice-breaker:${low}:${high}`).digest().readUInt32BE(0);
  return questions[draw % questions.length]!.id;
}

/**
 * Writes a system message into the pair's thread once: under a request id of the pair (`key`),
 * in the smaller id's name, shown to both sides and never unread. Text stays null: each side's
 * app words it in its own language. The caller holds the pair.
 */
export async function writeSystemMessageOnce(trx: Transaction<DatabaseSchema>, deps: { clock: Clock; threads: Threads }, a: Party, b: Party, key: string, content: SystemContent, later: Later): Promise<void> {
  const { low, high } = pairOf(a.id, b.id);
  const requestId = `${key}:${low}:${high}`;
  if (await messagesRepo.byRequest(trx, low, requestId)) return;
  const now = deps.clock.now();
  const row = await messagesRepo.insert(trx, {
    hid: newHid(),
    sender_account_id: low,
    receiver_account_id: high,
    pair_low: low,
    pair_high: high,
    request_id: requestId,
    payload_hash: null,
    type: content.type,
    is_system: 1,
    text: null,
    sticker_type: null,
    gift_type: null,
    greeting_type: null,
    question_id: content.questionId,
    reply_to_id: null,
    action_source: null,
    coins: 0,
    is_held: 0,
    is_smart: 0,
    created_at: now,
    sent_at: now,
    read_at: null,
    deleted_at: null,
  });
  await deps.threads.showToBoth(trx, row, a, b, later);
}
