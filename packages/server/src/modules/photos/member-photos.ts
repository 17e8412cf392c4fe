import { PROFILE_ALBUM_ID, photoErrorKey, type AlbumPhoto, type PhotoAlbum, type PhotoErrorCode, type PhotoUploadResponse } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';
import { albumOf, albumPhotoOf, albumRowOf, PROFILE_ALBUM_ROW, type AlbumOwner, type AlbumViewer, type PhotoView } from './album.ts';
import type { PhotoFiles } from './photo-files.ts';
import { photosRepo, type PhotoRow } from './repo.ts';
import { fetchPhotoFromUrl } from './url-fetch.ts';
import type { UrlAllowlist } from './url-guard.ts';

/** One file of a selection: its bytes, or why it was refused before decoding (too large). */
export type SelectedFile = { name: string; data: Buffer } | { name: string; error: ApiError };

/**
 * Another member as the member-view pipeline (modules/member-views, `MemberViews.one`) lets the
 * viewer see them: their approved photos, each clear or blurred; undefined where the viewer may
 * not see them at all. Declared here, so the photos module does not depend on the pipeline that
 * depends on it.
 */
export interface VisibleOwners {
  one(viewer: AccountRow, hid: string): Promise<{ account: AlbumOwner; photos: ReadonlyArray<{ row: PhotoRow; view: PhotoView }> } | undefined>;
}

/** Not one of the member's own photos: another member's photo is just as unknown (404). */
const noSuchPhoto = () => ApiError.notFound('No such photo');

/**
 * The member photo album calls (spec 3 §7): reading albums, uploading from files and addresses,
 * ordering, deleting and choosing the cover. The profile album's cover is the avatar.
 */
export class MemberPhotos {
  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
    private readonly photoFiles: PhotoFiles,
    /** Other members' albums show what the member-view pipeline lets the viewer see. */
    private readonly members: VisibleOwners,
    private readonly allowlist: UrlAllowlist,
  ) {}

  /** The member's own album: every photo, whatever its moderation, all clear. */
  async ownAlbum(owner: AlbumOwner, albumId: number, webp: boolean): Promise<PhotoAlbum> {
    const rows = await photosRepo.listAlbum(this.platform.db, owner.id, albumRowOf(albumId));
    return albumOf(owner, rows, this.viewFor('owner', webp));
  }

  /**
   * Another member's album (DESIGN.md §13): who may be seen and how each photo shows are the
   * member-view pipeline's rules — moderated photos only, a free viewer sees the first clear and
   * the others blurred; a missing, hidden, removed, banned or blocked owner is a 404.
   */
  async memberAlbum(viewer: AccountRow, userHid: string, albumId: number, webp: boolean): Promise<PhotoAlbum> {
    albumRowOf(albumId);
    if (userHid === viewer.hid) return this.ownAlbum(viewer, albumId, webp);
    const owner = await this.members.one(viewer, userHid);
    if (!owner) throw ApiError.notFound('No such member');
    const { photos } = owner;
    return albumOf(
      owner.account,
      photos.map((photo) => photo.row),
      this.viewFor('member', webp),
      photos.map((photo) => photo.view),
    );
  }

  /**
   * Stores each file of a selection as a pending photo of the profile album (spec 3 §4): each
   * is validated on its own and a refused one is listed with its code, the others kept. The
   * first stored becomes the avatar when the member has none.
   */
  async upload(accountId: number, albumId: number, files: readonly SelectedFile[], webp: boolean): Promise<PhotoUploadResponse> {
    albumRowOf(albumId);
    const response: PhotoUploadResponse = { photos: [], errors: [] };
    for (const [index, file] of files.entries()) {
      try {
        if ('error' in file) throw file.error;
        response.photos.push(await this.store(accountId, file.data, webp));
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
        const code = error.code as PhotoErrorCode;
        response.errors.push({ index, name: file.name, code, key: photoErrorKey[code] });
      }
    }
    return response;
  }

  /** One photo from an address the member gave, through the SSRF guard (url-fetch.ts). */
  async fromUrl(accountId: number, url: string, webp: boolean): Promise<AlbumPhoto> {
    const data = await fetchPhotoFromUrl(url, { allowlist: this.allowlist });
    return this.store(accountId, data, webp);
  }

  /**
   * Publishes the member's order (spec 3 §4 "publish"): the listed photos come first, in the
   * order given, the others keep theirs after them. Without an avatar the first listed photo
   * that is not rejected becomes it.
   */
  async publish(accountId: number, hids: readonly string[], webp: boolean): Promise<PhotoAlbum> {
    const { db } = this.platform;
    const unique = [...new Set(hids)];
    const rows = await photosRepo.listAlbum(db, accountId, PROFILE_ALBUM_ROW);
    const byHid = new Map(rows.map((row) => [row.hid, row]));
    if (unique.some((hid) => !byHid.has(hid))) throw noSuchPhoto();
    const listed = unique.map((hid) => byHid.get(hid)!);
    const ordered = [...listed, ...rows.filter((row) => !unique.includes(row.hid))];
    await db.transaction().execute(async (trx) => {
      for (const [position, row] of ordered.entries()) if (row.position !== position) await photosRepo.setPosition(trx, row.id, position);
      const avatar = await photosRepo.findAvatar(trx, accountId);
      const first = listed.find((row) => row.moderation !== 'rejected');
      if (!avatar && first) await photosRepo.setAvatar(trx, accountId, first.id);
    });
    return this.ownAlbum(await this.owner(accountId), PROFILE_ALBUM_ID, webp);
  }

  /** Deletes one of the member's photos and its files; the avatar moves to the next photo. */
  async delete(accountId: number, hid: string): Promise<void> {
    const { db } = this.platform;
    const photo = await photosRepo.findOwn(db, accountId, hid);
    if (!photo) throw noSuchPhoto();
    await db.transaction().execute(async (trx) => {
      await photosRepo.deleteById(trx, photo.id);
      if (photo.is_avatar !== 1) return;
      const next = (await photosRepo.listAlbum(trx, accountId, photo.album_id)).find((row) => row.moderation !== 'rejected');
      if (next) await photosRepo.setAvatar(trx, accountId, next.id);
    });
    await this.photoFiles.deleteFiles(photo.storage_key);
  }

  /** Makes one of the member's photos, pending or moderated, the album cover (the avatar). */
  async setCover(accountId: number, albumId: number, coverHid: string, webp: boolean): Promise<PhotoAlbum> {
    albumRowOf(albumId);
    const photo = await photosRepo.findOwn(this.platform.db, accountId, coverHid);
    if (!photo || photo.moderation === 'rejected') throw noSuchPhoto();
    await this.platform.db.transaction().execute((trx) => photosRepo.setAvatar(trx, accountId, photo.id));
    return this.ownAlbum(await this.owner(accountId), albumId, webp);
  }

  private async store(accountId: number, data: Buffer, webp: boolean): Promise<AlbumPhoto> {
    const hasAvatar = (await photosRepo.findAvatar(this.platform.db, accountId)) !== undefined;
    const stored = await this.photoFiles.storePhoto(accountId, data, { isAvatar: !hasAvatar, moderation: 'pending' });
    const row = (await photosRepo.findByHid(this.platform.db, stored.hid)) as PhotoRow;
    return albumPhotoOf(row, 'clear', this.viewFor('owner', webp))!;
  }

  /** URLs for the member's own views (`owner`) or for another member's (`member`). */
  private viewFor(audience: AlbumViewer['audience'], webp: boolean): AlbumViewer {
    return { urls: this.photoFiles.mediaUrls, audience, webp };
  }

  private async owner(accountId: number): Promise<AlbumOwner> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw ApiError.notFound('No such member');
    return account;
  }
}
