import { z as zod } from 'zod';
import { FieldErrorKey } from './errors.ts';
import { SocialProviderId } from './social.ts';

/**
 * Photo renditions (DESIGN.md §9, spec 1 §3 and spec 3 §"Photo album"): every stored photo exists
 * in each of these presets. The server's preset table gives their geometry and formats.
 */
export const PHOTO_PRESETS = ['avatar', 'avatar_l', 'avatar_p', 'avatar_w', 'avatar_360sm', 'thumb_400', 'thumb_600', 'o', 'w'] as const;
export type PhotoPreset = (typeof PHOTO_PRESETS)[number];

/**
 * The blurred rendition made at upload for viewers who may not see a photo clearly (spec 1 §6,
 * DESIGN.md §13). It lives under its own hid, so its address never leads to the original.
 */
export const BLURRED_PRESET = 'blur';
/** Every rendition the media route serves: the presets and the blurred one. */
export const MEDIA_PRESETS = [...PHOTO_PRESETS, BLURRED_PRESET] as const;
export type MediaPreset = (typeof MEDIA_PRESETS)[number];

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

/** The field key of a selection over MAX_UPLOAD_FILES: the web shows the upload-limit popup. */
export const PHOTO_UPLOAD_LIMIT_KEY = 'photos.errors.uploadLimit';

/**
 * The path of one rendition, unsigned: only the server's URL signer builds on it, and the media
 * route serves nothing without its signature (`photoMediaQuerySchema`). Clients use the URLs the
 * API hands out and never build one. The avatar presets exist as jpg and webp, `o` as jpg only
 * and `w` (its webp twin) as webp only.
 */
export function photoMediaUrl(photoHid: string, preset: MediaPreset, extension: PhotoFileExtension): string {
  return `/media/photos/${photoHid}/${preset}.${extension}`;
}

/** `GET /media/photos/:photoHid/:preset.:ext` */
export const photoMediaParamsSchema = zod.object({
  photoHid: zod.string().min(1).max(64),
  preset: zod.enum(MEDIA_PRESETS),
  ext: zod.enum(PHOTO_FILE_EXTENSIONS),
});

/** Malformed is the same as missing: the route answers 404 either way, never a telling 400. */
const signaturePart = zod.string().max(128).optional().catch(undefined);
/**
 * The signature of a media URL (the server's media-urls.ts): expiry in unix seconds, audience
 * and HMAC. A missing, malformed, forged or expired one is a 404, like an unknown photo.
 */
export const photoMediaQuerySchema = zod.object({ e: signaturePart, a: signaturePart, s: signaturePart });

/** The profile info `photos` group: one URL per avatar preset, null without an avatar. */
export const avatarUrlsSchema = zod.object({
  avatar: zod.string().nullable(),
  avatar_l: zod.string().nullable(),
  avatar_p: zod.string().nullable(),
  avatar_w: zod.string().nullable(),
});
export type AvatarUrls = zod.infer<typeof avatarUrlsSchema>;

/** Files one upload request may carry (spec 3 §5, DESIGN.md §6: 10 files per selection). */
export const MAX_UPLOAD_FILES = 10;
/** The funnel upload follows the same selection rule. */
export const MAX_FUNNEL_UPLOAD_FILES = MAX_UPLOAD_FILES;

/** `POST /apis/photos/v1/funnels/{funnelId}/photos` (multipart, field `file`, no auth). */
export const funnelPhotosParamsSchema = zod.object({ funnelId: zod.string().trim().min(1).max(64) });

/** Every rendition of an uploaded photo by preset, in the preset's first format. */
export const photoUrlsSchema = zod.object(Object.fromEntries(PHOTO_PRESETS.map((preset) => [preset, zod.string()])) as Record<PhotoPreset, zod.ZodString>);
export type PhotoUrls = zod.infer<typeof photoUrlsSchema>;

/**
 * The funnel photos just stored, in upload order. Their hids go into the sign-up payload
 * (`photos`), which attaches them to the new account, the first as the avatar.
 */
export const funnelPhotosResponseSchema = zod.object({
  photos: zod.array(zod.object({ hid: zod.string(), urls: photoUrlsSchema })),
});
export type FunnelPhotosResponse = zod.infer<typeof funnelPhotosResponseSchema>;

/**
 * `POST /apis/photos/v1/funnels/{funnelId}/photos:import` (JSON, no auth): the Facebook photo
 * step's import (DESIGN.md §13). Only addresses among the social identity's `photos` are
 * fetched; the answer is the upload's.
 */
export const funnelPhotoImportBodySchema = zod.object({
  social_provider_id: zod.literal(SocialProviderId.facebook, { error: FieldErrorKey.invalid }),
  social_token: zod.string().min(1, FieldErrorKey.required).max(8192, FieldErrorKey.invalid),
  urls: zod.array(zod.string().min(1).max(2048)).min(1, FieldErrorKey.required).max(MAX_FUNNEL_UPLOAD_FILES, FieldErrorKey.tooBig),
});
export type FunnelPhotoImportBody = zod.infer<typeof funnelPhotoImportBodySchema>;

/** The profile album, the one album a member has (spec 3 §9). */
export const PROFILE_ALBUM_ID = -3;

/**
 * Photo status in the album (spec 3 §3): 2 pending moderation, 3 moderated. The spec numbers no
 * rejected state; 4 marks one, which only its owner ever sees.
 */
export const PhotoStatus = { pending: 2, moderated: 3, rejected: 4 } as const;
export type PhotoStatus = (typeof PhotoStatus)[keyof typeof PhotoStatus];
export const photoStatusOf: Record<PhotoModeration, PhotoStatus> = { pending: PhotoStatus.pending, approved: PhotoStatus.moderated, rejected: PhotoStatus.rejected };

/** `albumId` of the album calls: only the profile album exists. */
export const albumParamsSchema = zod.object({ albumId: zod.coerce.number().int() });
/** `userHid` of another member's album. */
export const userAlbumParamsSchema = albumParamsSchema.extend({ userHid: zod.string().min(1).max(64) });
/** `expand` is accepted for the client's sake; albums always come whole. */
export const albumQuerySchema = zod.object({ expand: zod.string().max(200).optional(), timestamp: zod.string().max(32).optional() });

/**
 * One photo of an album. `id` is the photo hid (numeric ids stay on the server); a photo the
 * viewer may only see blurred is named by its blurred rendition's hid instead and carries that
 * rendition alone, so nothing in it leads to the original. `images` holds the signed address of
 * each preset the viewer may see, as WebP where the browser accepts it.
 */
export const albumPhotoSchema = zod.object({
  id: zod.string(),
  status: zod.union([zod.literal(PhotoStatus.pending), zod.literal(PhotoStatus.moderated), zod.literal(PhotoStatus.rejected)]),
  images: zod.partialRecord(zod.enum(MEDIA_PRESETS), zod.string()),
  metadata: zod.object({ width: zod.number(), height: zod.number(), isAvatar: zod.boolean(), isBlurred: zod.boolean() }),
  /**
   * Why and when moderation rejected the photo (e.g. `fake_age`, `too_small`), for its owner's
   * rejected and fake-age popups (spec 3 §4, §8); null otherwise and on anyone else's album.
   */
  moderation: zod.object({ reason: zod.string(), at: zod.number() }).nullable(),
});
export type AlbumPhoto = zod.infer<typeof albumPhotoSchema>;

/**
 * `GET /apis/photos/v1/users/me/albums/{albumId}` and the other-member call (spec 3 §3). The
 * cover is the avatar; `userId` is the member's own id, null on someone else's album.
 */
export const photoAlbumSchema = zod.object({
  id: zod.number(),
  photos: zod.array(albumPhotoSchema),
  coverId: zod.string().nullable(),
  countModerated: zod.number(),
  countUnmoderated: zod.number(),
  createdAt: zod.number().nullable(),
  updatedAt: zod.number().nullable(),
  userId: zod.number().nullable(),
  userHashId: zod.string(),
});
export type PhotoAlbum = zod.infer<typeof photoAlbumSchema>;

/** `POST …/users/me/photos/from/file` query; the form carries `album_id` and 1–10 `file` parts. */
export const photoUploadQuerySchema = zod.object({ expand: zod.string().max(200).optional() });

/** A file of the selection that was refused, by its place in the selection (spec 3 §4, §8). */
export const photoUploadErrorSchema = zod.object({
  index: zod.number(),
  name: zod.string(),
  code: zod.union([zod.literal(PhotoErrorCode.uploadFailed), zod.literal(PhotoErrorCode.invalidImage), zod.literal(PhotoErrorCode.invalidFile)]),
  key: zod.string(),
});
/** The photos stored (pending moderation) and the files refused, each in selection order. */
export const photoUploadResponseSchema = zod.object({ photos: zod.array(albumPhotoSchema), errors: zod.array(photoUploadErrorSchema) });
export type PhotoUploadResponse = zod.infer<typeof photoUploadResponseSchema>;

/** `POST …/users/me/photos/from/url`: an http(s) address of one image. */
export const photoFromUrlBodySchema = zod.object({
  url: zod.url({ protocol: /^https?$/, error: FieldErrorKey.invalid }).max(2048, FieldErrorKey.tooLong),
  album_id: zod.literal(PROFILE_ALBUM_ID, { error: FieldErrorKey.invalid }),
});
export type PhotoFromUrlBody = zod.infer<typeof photoFromUrlBodySchema>;

/** `POST …/users/me/photos/batch/publishing`: the member's photo ids in the order to show them. */
export const photoPublishingBodySchema = zod.object({
  photos: zod.array(zod.string().min(1).max(64)).min(1, FieldErrorKey.required).max(200, FieldErrorKey.tooBig),
});
export type PhotoPublishingBody = zod.infer<typeof photoPublishingBodySchema>;

/** `DELETE …/users/me/photos/{id}` */
export const photoIdParamsSchema = zod.object({ id: zod.string().min(1).max(64) });

/** `PATCH …/users/me/albums/{albumId}`: the cover (the avatar) becomes this photo. */
export const albumCoverBodySchema = zod.object({ cover_id: zod.string().min(1, FieldErrorKey.required).max(64) });
