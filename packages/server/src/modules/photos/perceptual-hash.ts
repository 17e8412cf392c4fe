import sharp from 'sharp';

/** Bits of a dHash: 8 rows of 8 neighbour comparisons. */
const HASH_BITS = 64;

/**
 * The difference hash (dHash) of an image as 16 hex digits: the image shrunk to 9×8 grey
 * pixels, one bit per pair of horizontal neighbours (1 when the right one is brighter). It
 * survives re-encoding, resizing and small colour changes, so copies of one photo land a few
 * bits apart. Throws when the bytes are not a decodable image.
 */
export async function differenceHash(image: Buffer): Promise<string> {
  // No shrink-on-load: JPEG's DCT shortcut would hash a JPEG and its WebP copy differently.
  const pixels = await sharp(image).rotate().greyscale().resize(9, 8, { fit: 'fill', fastShrinkOnLoad: false }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x + 1]! > pixels[y * 9 + x]! ? 1n : 0n);
  }
  return hash.toString(16).padStart(HASH_BITS / 4, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function hashDistance(a: string, b: string): number {
  return bitCount(BigInt(`0x${a}`) ^ BigInt(`0x${b}`));
}

/**
 * A hash with almost every bit alike comes from a plain image (one colour, a smooth gradient):
 * unrelated plain images share it, so it says nothing about copying.
 */
export function isPlainHash(hash: string, margin = 8): boolean {
  const ones = bitCount(BigInt(`0x${hash}`));
  return ones < margin || ones > HASH_BITS - margin;
}

function bitCount(value: bigint): number {
  let count = 0;
  for (let rest = value; rest > 0n; rest >>= 1n) count += Number(rest & 1n);
  return count;
}
