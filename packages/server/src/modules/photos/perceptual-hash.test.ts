import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { texturedPhoto } from '../../testing/photos.ts';
import { differenceHash, hashDistance, isPlainHash } from './perceptual-hash.ts';

describe('difference hash', () => {
  it('keeps a resized, re-encoded copy within a few bits and unrelated photos far apart', async () => {
    const original = await differenceHash(await texturedPhoto(1));
    const copy = await differenceHash(await texturedPhoto(1, { width: 480, height: 600, quality: 40 }));
    const webp = await differenceHash(await sharp(await texturedPhoto(1)).resize(1000).webp({ quality: 50 }).toBuffer());
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    expect(hashDistance(original, copy)).toBeLessThanOrEqual(4);
    expect(hashDistance(original, webp)).toBeLessThanOrEqual(4);
    for (const seed of [2, 3, 4, 5]) expect(hashDistance(original, await differenceHash(await texturedPhoto(seed)))).toBeGreaterThan(12);
  });

  it('calls one-colour and smooth gradient images plain', async () => {
    const flat = await differenceHash(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } }).png().toBuffer());
    expect(flat).toBe('0000000000000000');
    expect(isPlainHash(flat)).toBe(true);
    expect(isPlainHash('ffffffffffffffff')).toBe(true);
    expect(isPlainHash(await differenceHash(await texturedPhoto(9)))).toBe(false);
  });

  it('throws on bytes that are not an image', async () => {
    await expect(differenceHash(Buffer.from('not a photo'))).rejects.toThrow();
  });
});
