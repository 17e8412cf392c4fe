/**
 * The photos module's public surface (it owns the `photos` and `funnel_photos` tables): photo
 * files and their signed URLs, moderation decisions, funnel photos claimed at sign-up, upload
 * errors and the preset table.
 */
export { default as photosRoutes } from './routes.ts';
export { PhotoFiles, type RenditionFiles, type Renditions, type StoredPhoto, type StorePhotoOptions } from './photo-files.ts';
export type { PhotoRow } from './repo.ts';
export { albumOf, presetUrl, PROFILE_ALBUM_ROW, type AlbumViewer, type PhotoView } from './album.ts';
export { MediaUrlSigner, MEDIA_AUDIENCES, type MediaAddress, type MediaAudience, type MediaGrant, type MediaSignature } from './media-urls.ts';
export { photoError } from './photo-error.ts';
export { acceptsWebp } from './accepts-webp.ts';
export { PRESETS, CONTENT_TYPE, hasRendition, renditionKey, type PresetSpec } from './presets.ts';
export { loadModerationRules, type ModerationRules } from './moderation-config.ts';
export { PhotoModerator, RejectionReason, type ModerationDecision, type PendingPhotoRow } from './moderation.ts';
export { claimFunnelPhotos, storeFunnelPhotos, type FunnelPhotoClaim } from './funnel-photos.ts';
