import { ConfirmEmailCode } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';

export type ConfirmEmailErrorKey = 'empty' | 'wrong' | 'invalid' | 'alreadyRegistered' | 'banned' | 'failed';

const BY_CODE: Record<number, ConfirmEmailErrorKey> = {
  [ConfirmEmailCode.empty]: 'empty',
  [ConfirmEmailCode.wrong]: 'wrong',
  [ConfirmEmailCode.invalid]: 'invalid',
  [ConfirmEmailCode.alreadyRegistered]: 'alreadyRegistered',
  [ConfirmEmailCode.banned]: 'banned',
};

/** The popup's message for a refused request: codes 0–4 of spec 1 §8, anything else "failed". */
export function confirmEmailErrorOf(error: ApiError): ConfirmEmailErrorKey {
  if (typeof error.status !== 'number' || error.status >= 500) return 'failed';
  return BY_CODE[error.code] ?? 'failed';
}
