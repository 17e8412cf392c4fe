import type { Message } from '@amora/contracts';
import { CACHED_MESSAGES_PER_DIALOG, type MessengerState } from '../thread/messenger-state.ts';

/** At most this many dialogs keep their messages across a reload; the rest load when opened. */
export const PERSISTED_DIALOGS = 30;

export interface PersistedMessenger {
  /** The last chat event applied: a reload asks for what came after it. */
  seq: number;
  threads: Record<string, Message[]>;
}

/**
 * Per tab and per member (sessionStorage): a reload continues from the tab's last event and its
 * cached threads, while two tabs never overwrite each other's place in the sequence.
 */
const keyOf = (memberHid: string) => `amora.messenger.${memberHid}`;

export function readPersisted(memberHid: string): PersistedMessenger | null {
  try {
    const raw = sessionStorage.getItem(keyOf(memberHid));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PersistedMessenger>;
    if (typeof value.seq !== 'number' || !Number.isInteger(value.seq) || value.seq < 0) return null;
    return { seq: value.seq, threads: typeof value.threads === 'object' && value.threads ? value.threads : {} };
  } catch {
    return null;
  }
}

export function writePersisted(memberHid: string, seq: number, state: MessengerState): void {
  const threads: Record<string, Message[]> = {};
  const latestFirst = Object.entries(state.threads)
    .map(([hid, thread]) => [hid, thread.messages.filter((message) => !message.isPreload).slice(-CACHED_MESSAGES_PER_DIALOG)] as const)
    .filter(([, messages]) => messages.length > 0)
    .sort(([, a], [, b]) => b.at(-1)!.createDate - a.at(-1)!.createDate)
    .slice(0, PERSISTED_DIALOGS);
  for (const [hid, messages] of latestFirst) threads[hid] = messages;
  try {
    sessionStorage.setItem(keyOf(memberHid), JSON.stringify({ seq, threads }));
  } catch {
    // A full or blocked storage only costs the instant reopening after a reload.
  }
}
