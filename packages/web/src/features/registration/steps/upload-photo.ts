import { API_VERSION } from '@amora/contracts';
import { CLIENT_VERSION, requestLanguage } from '../../../api/request-context.ts';

/**
 * Photo error codes and the size limit of contracts photos.ts, restated here because that file
 * declares zod schemas, which would pull zod into this chunk.
 */
export const PhotoErrorCode = { uploadFailed: 1, invalidImage: 2, invalidFile: 3 } as const;
export type PhotoErrorCode = (typeof PhotoErrorCode)[keyof typeof PhotoErrorCode];
export const photoErrorKey: Record<PhotoErrorCode, string> = {
  1: 'photos.errors.uploadFailed',
  2: 'photos.errors.invalidImage',
  3: 'photos.errors.invalidFile',
};
export const MAX_PHOTO_BYTES = 7_000_000;

/** The upload's answer: the hid for the sign-up, and a preview URL to show (and keep) for it. */
export type UploadOutcome = { ok: true; hid: string; preview: string | null } | { ok: false; code: PhotoErrorCode };

/**
 * The rendition the photo step's 3:4 frame shows, from the URLs a funnel upload or import
 * answered (signed by the server; the client never builds one).
 */
export function previewUrl(urls: Readonly<Record<string, string | undefined>> | undefined): string | null {
  return urls?.avatar_p || urls?.avatar_l || urls?.o || null;
}

const KNOWN_CODES: readonly number[] = Object.values(PhotoErrorCode);

/**
 * POST /apis/photos/v1/funnels/{funnelId}/photos as multipart. XMLHttpRequest rather than fetch
 * because only it reports upload progress, which a phone upload needs to show.
 */
export function uploadFunnelPhoto(funnelId: string, file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/apis/photos/v1/funnels/${encodeURIComponent(funnelId)}/photos`);
    request.setRequestHeader('Accept-Version', API_VERSION);
    request.setRequestHeader('accept-language', requestLanguage());
    request.setRequestHeader('x-client-version', CLIENT_VERSION);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('error', () => resolve({ ok: false, code: PhotoErrorCode.uploadFailed }));
    request.addEventListener('load', () => {
      let body: { photos?: { hid?: string; urls?: Record<string, string> }[]; code?: number } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // Not JSON: treated as a failed upload below.
      }
      const photo = body.photos?.[0];
      if (request.status < 300 && photo?.hid) resolve({ ok: true, hid: photo.hid, preview: previewUrl(photo.urls) });
      else resolve({ ok: false, code: (KNOWN_CODES.includes(body.code ?? 0) ? body.code : PhotoErrorCode.uploadFailed) as PhotoErrorCode });
    });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
