import { PhotoStatus, type AlbumPhoto, type PhotoAlbum } from '@amora/contracts';
import { saveTokens } from '../../api/tokens.ts';
import { answerSessionStart, fakeServer, tokens } from '../../test/fake-server.ts';

export const OWN_ALBUM = 'GET /apis/photos/v1/users/me/albums/-3';

/**
 * An album photo as the server answers it, moderated and clear unless overridden. A blurred one
 * is named, as the server names it, by its blurred rendition (`<id>-b`), never by the photo.
 */
export function albumPhoto(id: string, overrides: Partial<AlbumPhoto> = {}): AlbumPhoto {
  const blurred = overrides.metadata?.isBlurred === true;
  const images = blurred
    ? { blur: `/media/photos/${id}-b/blur.jpg` }
    : { thumb_400: `/media/photos/${id}/thumb_400.webp`, o: `/media/photos/${id}/o.jpg`, w: `/media/photos/${id}/w.webp` };
  return {
    id: blurred ? `${id}-b` : id,
    status: PhotoStatus.moderated,
    images,
    metadata: { width: 640, height: 800, isAvatar: false, isBlurred: false },
    moderation: null,
    ...overrides,
  };
}

export function album(photos: AlbumPhoto[], options: { coverId?: string | null; own?: boolean; userHashId?: string } = {}): PhotoAlbum {
  return {
    id: -3,
    photos,
    coverId: options.coverId === undefined ? (photos[0]?.id ?? null) : options.coverId,
    countModerated: photos.filter((photo) => photo.status === PhotoStatus.moderated).length,
    countUnmoderated: photos.filter((photo) => photo.status === PhotoStatus.pending).length,
    createdAt: null,
    updatedAt: null,
    userId: options.own === false ? null : 1,
    userHashId: options.userHashId ?? 'hid-ana',
  };
}

/** A signed-in member's session on the fake server, as the app's start needs it. */
export function memberServer() {
  const server = fakeServer();
  answerSessionStart(server);
  saveTokens(tokens());
  return server;
}
