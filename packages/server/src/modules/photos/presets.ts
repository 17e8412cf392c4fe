import type { MediaPreset, PhotoFileExtension } from '@amora/contracts';

export interface PresetSpec {
  /**
   * `cover`: cropped to exactly width × height (the avatar shapes, centred on the attention
   * point); `inside`: the whole photo scaled down to fit, never up.
   */
  fit: 'cover' | 'inside';
  width: number;
  height: number;
  formats: readonly PhotoFileExtension[];
  /** Gaussian blur sigma: strong enough that nobody can be recognised. */
  blur?: number;
}

/**
 * Every rendition a stored photo gets (DESIGN.md §9). The one table: storing writes each
 * preset in each of its formats, serving answers exactly these files.
 */
export const PRESETS = {
  avatar: { fit: 'cover', width: 150, height: 150, formats: ['jpg', 'webp'] },
  avatar_l: { fit: 'cover', width: 400, height: 400, formats: ['jpg', 'webp'] },
  avatar_p: { fit: 'cover', width: 360, height: 480, formats: ['jpg', 'webp'] },
  avatar_w: { fit: 'cover', width: 640, height: 360, formats: ['jpg', 'webp'] },
  avatar_360sm: { fit: 'cover', width: 360, height: 360, formats: ['jpg', 'webp'] },
  /** The gallery thumbnails (spec 3 §9: 400 and 600), the whole photo within the square. */
  thumb_400: { fit: 'inside', width: 400, height: 400, formats: ['jpg', 'webp'] },
  thumb_600: { fit: 'inside', width: 600, height: 600, formats: ['jpg', 'webp'] },
  /** The original, metadata stripped, at most 1600 px on the long side. */
  o: { fit: 'inside', width: 1600, height: 1600, formats: ['jpg'] },
  /** The WebP twin of `o`. */
  w: { fit: 'inside', width: 1600, height: 1600, formats: ['webp'] },
  /** What a viewer who may not see the photo gets instead (DESIGN.md §13), made at upload. */
  blur: { fit: 'inside', width: 600, height: 600, formats: ['jpg', 'webp'], blur: 40 },
} as const satisfies Record<MediaPreset, PresetSpec>;

export const CONTENT_TYPE: Record<PhotoFileExtension, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

/** The storage key of one rendition under a photo's storage prefix. */
export function renditionKey(storagePrefix: string, preset: MediaPreset, extension: PhotoFileExtension): string {
  return `${storagePrefix}/${preset}.${extension}`;
}

export function hasRendition(preset: MediaPreset, extension: PhotoFileExtension): boolean {
  return (PRESETS[preset].formats as readonly PhotoFileExtension[]).includes(extension);
}
