import { isPushType, type RealtimeCounters, type ServerFrame } from '@amora/contracts';

type Payload = Record<string, unknown>;

const isRecord = (value: unknown): value is Payload => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown) => value === null || typeof value === 'string';

const COUNTER_NAMES: (keyof RealtimeCounters)[] = ['unreadDialogsCount', 'newILikeCount', 'newMatchesCount', 'newVisitorsCount'];

function isPushRecord(payload: Payload): boolean {
  const template = payload.template;
  return (
    typeof payload.type === 'string' &&
    isPushType(payload.type) &&
    typeof payload.pushId === 'string' &&
    typeof payload.serverSentTimestamp === 'number' &&
    typeof payload.expiredInterval === 'number' &&
    ['context', 'senderHid', 'senderName', 'url', 'urlHash', 'photo'].every((field) => isNullableString(payload[field])) &&
    isRecord(template) &&
    typeof template.title === 'string' &&
    typeof template.body === 'string' &&
    isNullableString(template.button) &&
    isNullableString(template.placeholder)
  );
}

const isIdList = (value: unknown) => Array.isArray(value) && value.every((id) => typeof id === 'string');

/** Every chat event carries its member's seq and the dialog (the other member's hid). */
const chatEvent = (check: (payload: Payload) => boolean) => (payload: Payload) =>
  Number.isInteger(payload.seq) && (payload.seq as number) > 0 && typeof payload.dialogHid === 'string' && check(payload);
const isMessage = (value: unknown) => isRecord(value) && typeof value.id === 'string' && typeof value.createDate === 'number' && typeof value.isIncoming === 'boolean' && typeof value.type === 'string';

/** What each frame of contracts/realtime.ts must carry, keyed `channel/type`. */
type FrameKey = { [F in ServerFrame as `${F['channel']}/${F['type']}`]: F };
const PAYLOAD_CHECKS: Record<keyof FrameKey, (payload: Payload) => boolean> = {
  'rpc/authenticated': (payload) => typeof payload.hid === 'string',
  'rpc/counters': (payload) => COUNTER_NAMES.every((name) => typeof payload[name] === 'number'),
  'rpc/heartbeat': (payload) => typeof payload.at === 'number',
  'rpc/blocked_by_user': (payload) => typeof payload.userHid === 'string',
  'rpc/feed': (payload) => Number.isInteger(payload.unreadCount) && (payload.unreadCount as number) >= 0,
  'push/push': isPushRecord,
  'online/presence': (payload) => typeof payload.hid === 'string' && typeof payload.online === 'boolean',
  'chat/message': chatEvent((payload) => isMessage(payload.message)),
  'chat/messages_sent': chatEvent((payload) => isIdList(payload.messageIds)),
  'chat/messages_deleted': chatEvent((payload) => isIdList(payload.messageIds)),
  'chat/contact_read': chatEvent((payload) => typeof payload.readAt === 'number'),
  'chat/dialog_read': chatEvent(() => true),
  'chat/dialog_deleted': chatEvent(() => true),
};

/**
 * A server frame, or null for anything that is not one (bad JSON, an unknown type, a payload of
 * the wrong shape): a newer server may send frames this build does not know, and those are skipped.
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame) || typeof frame.channel !== 'string' || typeof frame.type !== 'string' || !isRecord(frame.payload)) return null;
  const key = `${frame.channel}/${frame.type}`;
  if (!Object.hasOwn(PAYLOAD_CHECKS, key)) return null;
  return PAYLOAD_CHECKS[key as keyof FrameKey](frame.payload) ? (frame as unknown as ServerFrame) : null;
}
