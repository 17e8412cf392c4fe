import { z } from 'zod';
import { FieldErrorKey } from './errors.ts';
import { SocialProviderId } from './social.ts';

/**
 * Photo renditions (DESIGN.md §9, spec 1 §3 and spec 3 §"Photo album"): every stored photo exists
 * in each of these presets. The server's preset table gives their geometry and formats.
 */
export const PHOTO_PRESETS = ['avatar', 'avatar_l', 'avatar_p', 'avatar_w', 'avatar_360sm', 'o', 'w'] as const;
export type PhotoPreset = (typeof PHOTO_PRESETS)[number];

/** The presets of the profile info `photos` group (spec 1 §3). */
export const AVATAR_PRESETS = ['avatar', 'avatar_l', 'avatar_p', 'avatar_w'] as const satisfies readonly PhotoPreset[];

export const PHOTO_FILE_EXTENSIONS = ['jpg', 'webp'] as const;
export type PhotoFileExtension = (typeof PHOTO_FILE_EXTENSIONS)[number];

/** Moderation state of a photo; a rejected photo is never served. */
export const PHOTO_MODERATION = ['pending', 'approved', 'rejected'] as const;
export type PhotoModeration = (typeof PHOTO_MODERATION)[number];

/** Largest accepted upload (spec 3 §"Validation"). */
export const MAX_PHOTO_BYTES = 7_000_000;
/**
 * Smallest accepted side in pixels. The spec has a minimum without its value; 200 px keeps the
 * largest square avatar (400 px) within a 2× upscale.
 */
export const MIN_PHOTO_SIDE = 200;

/** Photo error codes (spec 3 §"Photo errors"), each with the key the web shows. */
export const PhotoErrorCode = { uploadFailed: 1, invalidImage: 2, invalidFile: 3 } as const;
export type PhotoErrorCode = (typeof PhotoErrorCode)[keyof typeof PhotoErrorCode];

export const photoErrorKey: Record<PhotoErrorCode, string> = {
  1: 'photos.errors.uploadFailed',
  2: 'photos.errors.invalidImage',
  3: 'photos.errors.invalidFile',
};

/**
 * The public address of one rendition; photo hids are unguessable (DESIGN.md §5). The avatar
 * presets exist as jpg and webp, `o` as jpg only and `w` (its webp twin) as webp only.
 */
export function photoMediaUrl(photoHid: string, preset: PhotoPreset, extension: PhotoFileExtension): string {
  return `/media/photos/${photoHid}/${preset}.${extension}`;
}

/** `GET /media/photos/:photoHid/:preset.:ext` */
export const photoMediaParamsSchema = z.object({
  photoHid: z.string().min(1).max(64),
  preset: z.enum(PHOTO_PRESETS),
  ext: z.enum(PHOTO_FILE_EXTENSIONS),
});

/** The profile info `photos` group: one URL per avatar preset, null without an avatar. */
export const avatarUrlsSchema = z.object({
  avatar: z.string().nullable(),
  avatar_l: z.string().nullable(),
  avatar_p: z.string().nullable(),
  avatar_w: z.string().nullable(),
});
export type AvatarUrls = z.infer<typeof avatarUrlsSchema>;

/** Files one funnel upload request may carry (DESIGN.md §6: 10 files per selection). */
export const MAX_FUNNEL_UPLOAD_FILES = 10;

/** `POST /apis/photos/v1/funnels/{funnelId}/photos` (multipart, field `file`, no auth). */
export const funnelPhotosParamsSchema = z.object({ funnelId: z.string().trim().min(1).max(64) });

/** Every rendition of an uploaded photo by preset, in the preset's first format. */
export const photoUrlsSchema = z.object(Object.fromEntries(PHOTO_PRESETS.map((preset) => [preset, z.string()])) as Record<PhotoPreset, z.ZodString>);
export type PhotoUrls = z.infer<typeof photoUrlsSchema>;

/**
 * The funnel photos just stored, in upload order. Their hids go into the sign-up payload
 * (`photos`), which attaches them to the new account, the first as the avatar.
 */
export const funnelPhotosResponseSchema = z.object({
  photos: z.array(z.object({ hid: z.string(), urls: photoUrlsSchema })),
});
export type FunnelPhotosResponse = z.infer<typeof funnelPhotosResponseSchema>;

/**
 * `POST /apis/photos/v1/funnels/{funnelId}/photos:import` (JSON, no auth): the Facebook photo
 * step's import (DESIGN.md §13). Only addresses among the social identity's `photos` are
 * fetched; the answer is the upload's.
 */
export const funnelPhotoImportBodySchema = z.object({
  social_provider_id: z.literal(SocialProviderId.facebook, { error: FieldErrorKey.invalid }),
  social_token: z.string().min(1, FieldErrorKey.required).max(8192, FieldErrorKey.invalid),
  urls: z.array(z.string().min(1).max(2048)).min(1, FieldErrorKey.required).max(MAX_FUNNEL_UPLOAD_FILES, FieldErrorKey.tooBig),
});
export type FunnelPhotoImportBody = z.infer<typeof funnelPhotoImportBodySchema>;
