import { FieldErrorKey, type ClientLogBody, type ClientLogLevel } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';

export interface ClientLogLine {
  level: ClientLogLevel;
  message: string;
}

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/**
 * A client's post to /system/log as one log line. Bare text is the web's unknown-host report;
 * lines without a level are errors, the reason a client reports at all.
 */
export function clientLogLine(body: ClientLogBody): ClientLogLine {
  if (typeof body === 'string') return { level: 'error', message: body };
  if ('message' in body) return { level: body.level ?? 'error', message: body.message };
  const compact = body.log.replace(/\s+/g, '');
  if (!BASE64.test(compact)) throw ApiError.validation({ log: FieldErrorKey.invalid }, 'log is not base64');
  const message = Buffer.from(compact, 'base64').toString('utf8');
  if (!message.trim()) throw ApiError.validation({ log: FieldErrorKey.required }, 'log is empty');
  return { level: body.level ?? 'error', message };
}
