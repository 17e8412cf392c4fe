import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { photoMediaUrl, type MediaPreset, type PhotoFileExtension } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';

/**
 * Who a media URL was handed to, which decides what the media route still serves under it:
 * `owner` the member's own views (pending photos too), `member` another member's view (only
 * while the photo is approved and its owner active), `funnel` the visitor who uploaded a funnel
 * photo.
 */
export const MEDIA_AUDIENCES = ['owner', 'member', 'funnel'] as const;
export type MediaAudience = (typeof MEDIA_AUDIENCES)[number];

/** One rendition of one photo, as the media route's path names it. */
export interface MediaAddress {
  hid: string;
  preset: MediaPreset;
  extension: PhotoFileExtension;
}

/** The query string of a signed media URL, as it arrived (anything may be missing or forged). */
export interface MediaSignature {
  e?: string | undefined;
  a?: string | undefined;
  s?: string | undefined;
}

/** What a valid signature grants: the audience, and for how many more seconds. */
export interface MediaGrant {
  audience: MediaAudience;
  maxAgeS: number;
}

/** Expiries snap to 12-hour windows, so a photo's URL is the same for 12 hours and browser caches hit. */
const WINDOW_S = 12 * 60 * 60;
/** …and live 36 hours from the window's start: a URL handed out is good for 24 to 36 hours. */
const LIFETIME_S = 36 * 60 * 60;

/**
 * Media URLs are capabilities (issue 12, DESIGN.md §6 "blurred photos are served blurred"):
 * `/media/photos/{hid}/{preset}.{ext}?e={expiry, unix s}&a={audience}&s={HMAC-SHA256}`. Knowing
 * a photo hid grants nothing; only the server, when it composes a view for a viewer allowed to
 * see that rendition, signs its address. The MAC covers hid, preset, extension, expiry and
 * audience, so a signature reused for another photo, preset, format, audience or expiry fails.
 * Its key is derived from the app secret with its own label, so it signs nothing else (and no
 * JWT signs a media URL). The media route re-checks the photo at serve time by audience, so a
 * URL handed out dies at once with a rejection, a hidden, removed or banned owner.
 */
export class MediaUrlSigner {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'amora', 'media-urls/v1', 32));
  }

  /** The signed address of one rendition for `audience`, stable within a 12-hour window. */
  sign(address: MediaAddress, audience: MediaAudience): string {
    const expiry = Math.floor(this.nowS() / WINDOW_S) * WINDOW_S + LIFETIME_S;
    const signature = this.mac(address, String(expiry), audience);
    return `${photoMediaUrl(address.hid, address.preset, address.extension)}?e=${expiry}&a=${audience}&s=${signature}`;
  }

  /** The grant of a signature made by `sign` for this very address and not yet expired; null otherwise. */
  verify(address: MediaAddress, signature: MediaSignature): MediaGrant | null {
    const { e, a, s } = signature;
    if (typeof e !== 'string' || !/^\d{1,12}$/.test(e) || typeof s !== 'string' || !isAudience(a)) return null;
    const expected = Buffer.from(this.mac(address, e, a));
    const given = Buffer.from(s);
    // Constant time, so the signature cannot be guessed byte by byte from response times.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const maxAgeS = Number(e) - this.nowS();
    return maxAgeS > 0 ? { audience: a, maxAgeS } : null;
  }

  private mac(address: MediaAddress, expiry: string, audience: MediaAudience): string {
    // JSON keeps the fields apart: no hid can end where a preset begins.
    const message = JSON.stringify([address.hid, address.preset, address.extension, expiry, audience]);
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }

  private nowS(): number {
    return Math.floor(this.clock.now() / 1000);
  }
}

function isAudience(value: unknown): value is MediaAudience {
  return (MEDIA_AUDIENCES as readonly unknown[]).includes(value);
}
