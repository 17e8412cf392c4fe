import type { AppDispatch } from '../../api/dispatch.ts';
import { sendAuthorized } from '../../api/upload-request.ts';

/** Why an upload did not go through, as the flow explains it. */
export type VerificationUploadFailure = 'invalidImage' | 'invalidFile' | 'hashExpired' | 'hashUnknown' | 'tooMany' | 'failed';

export type VerificationUploadOutcome = { ok: true } | { ok: false; reason: VerificationUploadFailure } | { ok: false; reason: 'ended' };

/** Photo error codes 2 and 3 (spec 3 §8) and the hash field keys of contracts verification.ts. */
function failureOf(status: number, body: unknown): VerificationUploadFailure {
  const envelope = (body ?? {}) as { code?: unknown; fields?: Record<string, unknown> };
  if (status === 429) return 'tooMany';
  if (status === 404) return 'hashUnknown';
  if (envelope.fields?.hash) return 'hashExpired';
  if (envelope.code === 2) return 'invalidImage';
  if (envelope.code === 3) return 'invalidFile';
  return 'failed';
}

/**
 * POST /apis/photos/v1/users/me/verification/photos as multipart (hash and file) over XHR, which
 * alone reports upload progress (0 to 1).
 */
export async function uploadVerificationPhoto(dispatch: AppDispatch, hash: string, file: File, onProgress: (fraction: number) => void): Promise<VerificationUploadOutcome> {
  const body = new FormData();
  body.append('hash', hash);
  body.append('file', file);
  const outcome = await sendAuthorized(dispatch, {
    method: 'POST',
    url: '/apis/photos/v1/users/me/verification/photos',
    body,
    onUploadProgress: (loaded, total) => {
      if (total > 0) onProgress(loaded / total);
    },
  });
  if (outcome.kind === 'ended') return { ok: false, reason: 'ended' };
  if (outcome.kind === 'network') return { ok: false, reason: 'failed' };
  if (outcome.status >= 200 && outcome.status < 300) return { ok: true };
  return { ok: false, reason: failureOf(outcome.status, outcome.body) };
}
