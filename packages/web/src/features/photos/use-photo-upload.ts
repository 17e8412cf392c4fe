import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { PHOTO_UPLOAD_LIMIT_KEY, PhotoErrorCode, photoErrorKey, PROFILE_ALBUM_ID, type PhotoUploadResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { openPopup, showPush } from '../../shared/overlays/overlay-slice.ts';
import { sendAuthorized, type XhrOutcome } from '../../api/upload-request.ts';
import { usePublishPhotosMutation } from './photos-api.ts';
import { checkSelection } from './upload-selection.ts';

/** A preview's object URL is released this long after the upload starts (spec 3 §9). */
export const PREVIEW_RELEASE_MS = 30_000;

const UPLOAD_URL = '/apis/photos/v1/users/me/photos/from/file';
const RATE_LIMITED_KEY = 'photos.errors.rateLimited';

/** One file of the selection on its way (spec 3 §3 "Upload file"). */
export interface UploadFile {
  uid: string;
  name: string;
  size: number;
  /** Percent of the file sent. */
  progress: number;
  isLoaded: boolean;
  /** What went wrong with this file, a key in the photos namespace. */
  errorKey: string | null;
  previewUrl: string | null;
}

const errorKeyOf = (code: unknown): string =>
  photoErrorKey[(Object.values(PhotoErrorCode) as unknown[]).includes(code) ? (code as PhotoErrorCode) : PhotoErrorCode.uploadFailed];

/** The key every file of a request gets when the request as a whole did not succeed. */
function requestErrorKey(answer: Exclude<XhrOutcome, { kind: 'ended' }>): string {
  if (answer.kind === 'network') return photoErrorKey[PhotoErrorCode.uploadFailed];
  if (answer.status === 429) return RATE_LIMITED_KEY;
  return errorKeyOf((answer.body as { code?: unknown } | null)?.code);
}

function limitReached(dispatch: AppDispatch) {
  // The limit error: the rejected popup with the guidelines, and a push (spec 3 §4).
  dispatch(openPopup('photo_rejected_popup'));
  dispatch(showPush({ messageKey: `photos:${PHOTO_UPLOAD_LIMIT_KEY}`, tone: 'error', type: 'photo_upload_limit_error' }));
}

/**
 * The upload flow of spec 3 §4: validate, upload (one request, progress per file from the bytes
 * sent, files go in selection order), publish after the photos already in the album, then the
 * success popup or push. Errors are kept per file.
 */
export function usePhotoUpload(existingPhotoIds: readonly string[]) {
  const dispatch = useDispatch<AppDispatch>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [publish] = usePublishPhotosMutation();

  const update = useCallback((uids: readonly string[], change: (file: UploadFile) => Partial<UploadFile>) => {
    setFiles((current) => current.map((file) => (uids.includes(file.uid) ? { ...file, ...change(file) } : file)));
  }, []);

  const upload = useCallback(
    async (selection: readonly File[]) => {
      const check = checkSelection(selection);
      if (check.kind === 'limit') {
        limitReached(dispatch);
        return;
      }
      const entries = check.files.map(({ file, errorKey }) => ({
        file,
        entry: {
          uid: crypto.randomUUID() as string,
          name: file.name,
          size: file.size,
          progress: 0,
          isLoaded: false,
          errorKey,
          previewUrl: errorKey ? null : URL.createObjectURL(file),
        } satisfies UploadFile,
      }));
      setFiles(entries.map(({ entry }) => entry));
      const sending = entries.filter(({ entry }) => entry.errorKey === null);
      if (sending.length === 0) return;

      for (const { entry } of sending) {
        setTimeout(() => {
          URL.revokeObjectURL(entry.previewUrl!);
          update([entry.uid], () => ({ previewUrl: null }));
        }, PREVIEW_RELEASE_MS);
      }

      const form = new FormData();
      form.append('album_id', String(PROFILE_ALBUM_ID));
      for (const { file } of sending) form.append('file', file, file.name);
      let payloadBytes = 0;
      const offsets = sending.map(({ file }) => {
        const at = payloadBytes;
        payloadBytes += file.size;
        return at;
      });
      const uids: string[] = sending.map(({ entry }) => entry.uid);

      setUploading(true);
      const answer = await sendAuthorized(dispatch, {
        method: 'POST',
        url: UPLOAD_URL,
        body: form,
        onUploadProgress: (loaded, total) => {
          // The multipart body carries the files in order: bytes sent map onto them.
          const sent = total > 0 ? (loaded / total) * payloadBytes : 0;
          setFiles((current) =>
            current.map((file) => {
              const i = uids.indexOf(file.uid);
              if (i === -1 || file.size === 0) return file;
              const progress = Math.round(Math.min(1, Math.max(0, (sent - offsets[i]!) / file.size)) * 100);
              return { ...file, progress };
            }),
          );
        },
      });
      setUploading(false);
      if (answer.kind === 'ended') return;

      if (answer.kind === 'response' && answer.status === 200) {
        const result = answer.body as PhotoUploadResponse;
        const failed = new Map(result.errors.map((error) => [uids[error.index], error.key]));
        update(uids, (file) => (failed.has(file.uid) ? { errorKey: failed.get(file.uid)!, progress: 0, previewUrl: null } : { isLoaded: true, progress: 100 }));
        if (result.photos.length === 0) return;
        try {
          await publish([...existingPhotoIds, ...result.photos.map((photo) => photo.id)]).unwrap();
        } catch {
          // The photos are stored even so: the album shows them, only the order stays as it was.
          dispatch(api.util.invalidateTags(['Album', 'Profile']));
        }
        if (result.errors.length === 0) dispatch(openPopup('photo_upload_success_popup'));
        else dispatch(showPush({ messageKey: 'photos:upload.partlyUploaded', tone: 'success', type: 'photo_upload_success' }));
        return;
      }

      if (answer.kind === 'response' && Object.values((answer.body as { fields?: Record<string, string> } | null)?.fields ?? {}).includes(PHOTO_UPLOAD_LIMIT_KEY)) {
        limitReached(dispatch);
      }
      const errorKey = requestErrorKey(answer);
      update(uids, () => ({ errorKey, progress: 0, previewUrl: null }));
    },
    [dispatch, existingPhotoIds, publish, update],
  );

  const dismiss = useCallback((uid: string) => setFiles((current) => current.filter((file) => file.uid !== uid)), []);

  return { files, uploading, upload, dismiss };
}
