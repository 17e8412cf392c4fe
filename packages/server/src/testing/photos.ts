import sharp from 'sharp';

/**
 * A photo-like JPEG: a grid of random colours from `seed`, smoothly scaled up. Different seeds
 * give images far apart by difference hash; the same seed at another size or quality gives a copy.
 */
export async function texturedPhoto(seed: number, options: { width?: number; height?: number; quality?: number } = {}): Promise<Buffer> {
  const { width = 640, height = 800, quality = 85 } = options;
  const grid = { width: 12, height: 15 };
  const pixels = Buffer.alloc(grid.width * grid.height * 3);
  let state = seed * 2654435761 + 1;
  for (let i = 0; i < pixels.length; i++) {
    // xorshift32: repeatable without a dependency.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { ...grid, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .jpeg({ quality })
    .toBuffer();
}
