import { SafetyFieldError, type AbuseReason } from '@amora/contracts';

/** What is wrong with a comment: a field error key (as the server words it) and the bound it names. */
export type CommentProblem = { kind: 'field'; key: string; count: number } | { kind: 'failed' };

/** Characters as the server counts them: the trimmed text, by code point. */
export function lengthOf(text: string): number {
  return [...text.trim()].length;
}

/**
 * The server's rule of spec 2 §5, checked before sending: a required reason needs a comment of
 * at least `minLength`; an optional one takes none or one within the bounds; never over `maxLength`.
 */
export function commentProblem(text: string, reason: AbuseReason): CommentProblem | null {
  const length = lengthOf(text);
  if (length > reason.maxLength) return { kind: 'field', key: SafetyFieldError.textTooLong, count: reason.maxLength };
  if (length === 0) return reason.isRequired ? { kind: 'field', key: SafetyFieldError.textRequired, count: reason.minLength } : null;
  if (length < reason.minLength) return { kind: 'field', key: SafetyFieldError.textTooShort, count: reason.minLength };
  return null;
}

/** The server's field error on the comment (a 400), with the bound it refers to. */
export function serverFieldError(error: unknown, reason: AbuseReason): CommentProblem | null {
  const failure = error as { status?: unknown; fields?: Record<string, string> } | undefined;
  if (failure?.status !== 400 || !failure.fields) return null;
  const key = failure.fields.text ?? failure.fields.reason_id;
  if (!key) return null;
  return { kind: 'field', key, count: key === SafetyFieldError.textTooLong ? reason.maxLength : reason.minLength };
}
