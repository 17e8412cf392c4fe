import { describe, expect, it } from 'vitest';
import { HOUR, ManualClock } from '../../platform/clock.ts';
import { MediaUrlSigner, type MediaAddress, type MediaSignature } from './media-urls.ts';

const address: MediaAddress = { hid: 'h'.repeat(22), preset: 'o', extension: 'jpg' };
/** 2026-01-15 12:00 UTC: the start of a 12-hour window. */
const WINDOW_START = Date.UTC(2026, 0, 15, 12, 0, 0);

function parse(url: string): { path: string; query: MediaSignature } {
  const parsed = new URL(url, 'http://localhost');
  return { path: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

describe('MediaUrlSigner', () => {
  const clock = new ManualClock(WINDOW_START);
  const signer = new MediaUrlSigner('secret-one', clock);

  it('signs the path of the rendition with an expiry 36 hours after the window start', () => {
    const { path, query } = parse(signer.sign(address, 'member'));
    expect(path).toBe(`/media/photos/${address.hid}/o.jpg`);
    expect(query).toMatchObject({ e: String(WINDOW_START / 1000 + 36 * 3600), a: 'member', s: expect.stringMatching(/^[\w-]{43}$/) });
    expect(signer.verify(address, query)).toEqual({ audience: 'member', maxAgeS: 36 * 3600 });
  });

  it('gives the same URL all through a 12-hour window, and a new one after it', () => {
    const first = signer.sign(address, 'owner');
    clock.set(WINDOW_START + 12 * HOUR - 1);
    expect(signer.sign(address, 'owner')).toBe(first);
    clock.set(WINDOW_START + 12 * HOUR);
    expect(signer.sign(address, 'owner')).not.toBe(first);
    clock.set(WINDOW_START);
  });

  it('keeps a URL valid 24 to 36 hours, then refuses it', () => {
    const { query } = parse(signer.sign(address, 'member'));
    clock.set(WINDOW_START + 36 * HOUR - 1000);
    expect(signer.verify(address, query)).toEqual({ audience: 'member', maxAgeS: 1 });
    clock.set(WINDOW_START + 36 * HOUR);
    expect(signer.verify(address, query)).toBeNull();
    clock.set(WINDOW_START);
  });

  it('refuses the signature for any other photo, preset, format, audience or expiry', () => {
    const { query } = parse(signer.sign(address, 'member'));
    expect(signer.verify({ ...address, hid: 'g'.repeat(22) }, query)).toBeNull();
    expect(signer.verify({ ...address, preset: 'blur' }, query)).toBeNull();
    expect(signer.verify({ ...address, preset: 'w', extension: 'webp' }, query)).toBeNull();
    expect(signer.verify({ ...address, extension: 'webp' }, query)).toBeNull();
    expect(signer.verify(address, { ...query, a: 'owner' })).toBeNull();
    expect(signer.verify(address, { ...query, e: String(Number(query.e) + 3600) })).toBeNull();
  });

  it('refuses missing, malformed and foreign signatures', () => {
    const { query } = parse(signer.sign(address, 'funnel'));
    expect(signer.verify(address, {})).toBeNull();
    expect(signer.verify(address, { ...query, s: undefined })).toBeNull();
    expect(signer.verify(address, { ...query, s: `${query.s}=` })).toBeNull();
    expect(signer.verify(address, { ...query, s: query.s!.slice(0, -1) })).toBeNull();
    expect(signer.verify(address, { ...query, a: 'admin' })).toBeNull();
    expect(signer.verify(address, { ...query, e: '1e12' })).toBeNull();
    expect(signer.verify(address, query)).not.toBeNull();
    const other = new MediaUrlSigner('secret-two', clock);
    expect(other.verify(address, query)).toBeNull();
  });
});
