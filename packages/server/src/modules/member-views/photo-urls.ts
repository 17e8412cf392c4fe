import { BLURRED_PRESET, MEMBER_AVATAR_PRESETS, type MemberAvatar, type PhotoPreset } from '@amora/contracts';
import { presetUrl, PRESETS, type AlbumViewer, type MediaUrlSigner, type PhotoRow } from '../photos/index.ts';

/**
 * The photo URLs of one request's views of other members: signed for the `member` audience, so
 * the media route serves them only while the photo stays approved and its owner active
 * (media-urls.ts), in WebP where the browser takes it and the preset has it.
 */
export class MemberPhotoUrls {
  readonly album: AlbumViewer;

  constructor(signer: MediaUrlSigner, webp: boolean) {
    this.album = { urls: signer, audience: 'member', webp };
  }

  /** One preset of a photo the viewer may see clear. */
  preset(row: PhotoRow, preset: PhotoPreset): string | null {
    return presetUrl(row.hid, preset, this.album);
  }

  /** One preset in the preset's first format, whatever the browser takes (the paywall's URLs). */
  presetInFirstFormat(row: PhotoRow, preset: PhotoPreset): string {
    return this.album.urls.sign({ hid: row.hid, preset, extension: PRESETS[preset].formats[0] }, 'member');
  }

  /** The blurred rendition, under its own hid; null for a photo stored before blurred renditions existed. */
  blurred(row: PhotoRow): string | null {
    return row.blur_hid ? presetUrl(row.blur_hid, BLURRED_PRESET, this.album) : null;
  }

  /** Every avatar preset of a clear avatar (each exists as JPEG, so none is missing). */
  avatar(row: PhotoRow): MemberAvatar {
    return Object.fromEntries(MEMBER_AVATAR_PRESETS.map((preset) => [preset, this.preset(row, preset)!])) as MemberAvatar;
  }
}
