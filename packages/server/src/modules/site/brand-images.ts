import sharp from 'sharp';
import { brandIconSvg, type Brand, type BrandAsset } from '@amora/contracts';
import { shareImageSvg } from './share-image.ts';

export type BrandImageAsset = Extract<BrandAsset, `${string}.png`>;

/**
 * PNG icons and the share picture, rendered from SVG with sharp on first request and kept in
 * memory: 26 brands × 18 images is a bounded set, and rendering each once keeps icon requests
 * as cheap as static files.
 */
export class BrandImages {
  private readonly rendered = new Map<string, Promise<Buffer>>();

  png(brand: Brand, asset: BrandImageAsset): Promise<Buffer> {
    const key = `${brand.shortName}/${asset}`;
    let image = this.rendered.get(key);
    if (!image) {
      image = render(brand, asset);
      this.rendered.set(key, image);
      // A failed render is retried by the next request instead of being cached.
      image.catch(() => this.rendered.delete(key));
    }
    return image;
  }
}

function render(brand: Brand, asset: BrandImageAsset): Promise<Buffer> {
  if (asset === 'share.png') return sharp(Buffer.from(shareImageSvg(brand))).png().toBuffer();
  const size = Number(/(\d+)\.png$/.exec(asset)![1]);
  // iOS rounds apple-touch icons itself; favicons and install icons bring their own corners.
  const shape = asset.startsWith('apple-touch-icon-') ? 'square' : 'rounded';
  return sharp(Buffer.from(brandIconSvg(brand, size, shape)))
    .resize(size, size)
    .png()
    .toBuffer();
}
