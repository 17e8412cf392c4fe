import { MAX_PHOTO_BYTES, MAX_UPLOAD_FILES } from '@amora/contracts';

/** The types the picker offers and the client accepts (spec 3 §5). */
export const ACCEPTED_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PHOTO_ACCEPT_ATTRIBUTE = ACCEPTED_PHOTO_TYPES.join(',');

/** Keys in the photos namespace for what the client refuses before any upload. */
export const SELECTION_ERROR_KEYS = { wrongType: 'photos.errors.wrongType', tooBig: 'photos.errors.tooBig' } as const;

export type SelectionCheck =
  | { kind: 'limit' }
  | { kind: 'checked'; files: { file: File; errorKey: string | null }[] };

/**
 * The client-side checks of spec 3 §5, before anything is sent: more than 10 files is the
 * upload-limit error for the whole selection; each file must be a png, jpeg or webp of at
 * most 7,000,000 bytes. The server decodes each file again: these checks only save a round trip.
 */
export function checkSelection(files: readonly File[]): SelectionCheck {
  if (files.length > MAX_UPLOAD_FILES) return { kind: 'limit' };
  return {
    kind: 'checked',
    files: files.map((file) => {
      if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return { file, errorKey: SELECTION_ERROR_KEYS.wrongType };
      if (file.size > MAX_PHOTO_BYTES) return { file, errorKey: SELECTION_ERROR_KEYS.tooBig };
      return { file, errorKey: null };
    }),
  };
}
