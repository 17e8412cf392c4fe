import { FieldErrorKey, MAX_PHOTO_BYTES, PhotoErrorCode, SocialProviderId, type FunnelPhotoImportBody, type FunnelPhotosResponse } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { verifySocialToken } from '../social/index.ts';
import { storeFunnelPhotos } from './funnel-photos.ts';
import type { PhotoFiles } from './photo-files.ts';
import { photoError } from './photo-error.ts';

/** A provider's photo server gets this long per photo. */
export const IMPORT_TIMEOUT_MS = 15_000;

/**
 * Downloads one provider photo, at most MAX_PHOTO_BYTES, without following redirects. The
 * address is one the provider gave for this identity, never one the browser chose.
 */
export async function downloadPhoto(url: string, fetchImpl: typeof fetch = fetch): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS) });
  } catch (error) {
    throw photoError(PhotoErrorCode.uploadFailed, `Photo could not be fetched: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw photoError(PhotoErrorCode.uploadFailed, `Photo server answered ${response.status}`);
  }
  const body = response.body;
  return readPhotoBody(chunksOf(body), Number(response.headers.get('content-length')), () => void body.cancel().catch(() => undefined));
}

/** A fetch body as chunks, through its reader (typed the same under the DOM and Node libraries). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stopped early (too large): the rest of the download is not wanted. After the end: a no-op.
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Reads a photo download whole, refusing it once it is declared or found to be larger than
 * MAX_PHOTO_BYTES (`cancel` stops the transfer then).
 */
export async function readPhotoBody(body: AsyncIterable<Uint8Array>, declaredLength: number, cancel: () => void): Promise<Buffer> {
  const tooLarge = () => photoError(PhotoErrorCode.invalidFile, `Photo larger than ${MAX_PHOTO_BYTES} bytes`);
  if (declaredLength > MAX_PHOTO_BYTES) {
    cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > MAX_PHOTO_BYTES) {
        cancel();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw photoError(PhotoErrorCode.uploadFailed, `Photo download failed: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
}

/**
 * The Facebook photo step's import: the social token names the identity, and only the photo
 * addresses the provider listed for it are downloaded (no fetching of arbitrary addresses).
 * Each photo then goes through the upload's pipeline.
 */
export async function importFunnelPhotos(
  platform: Platform,
  photoFiles: PhotoFiles,
  funnelId: string,
  body: FunnelPhotoImportBody,
  fetchImpl: typeof fetch = fetch,
): Promise<FunnelPhotosResponse> {
  const identity = await verifySocialToken(platform, SocialProviderId.facebook, body.social_token);
  const offered = new Set(identity.photos ?? []);
  const urls = [...new Set(body.urls)];
  if (urls.some((url) => !offered.has(url))) throw ApiError.validation({ urls: FieldErrorKey.invalid }, 'Only the photos of the social identity can be imported');
  const files: Buffer[] = [];
  for (const url of urls) files.push(await downloadPhoto(url, fetchImpl));
  return storeFunnelPhotos(platform, photoFiles, funnelId, files);
}
