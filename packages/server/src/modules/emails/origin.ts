import { brandAssetUrl, type Brand } from '@amora/contracts';
import type { AppConfig } from '../../config.ts';

/**
 * The absolute origin links in a brand's mail point to: PUBLIC_URL when the deployment has one,
 * else the brand's own `<shortName>.localhost` host (DESIGN.md §4), which every browser resolves
 * to this machine.
 */
export function brandOrigin(config: Pick<AppConfig, 'publicUrl' | 'port'>, brand: Pick<Brand, 'shortName'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `http://${brand.shortName}.localhost:${config.port}`;
}

/** An absolute link on the brand's site. */
export function brandLink(config: Pick<AppConfig, 'publicUrl' | 'port'>, brand: Pick<Brand, 'shortName'>, pathAndQuery: string): string {
  return `${brandOrigin(config, brand)}${pathAndQuery}`;
}

/** The brand's icon as a hosted PNG: mail clients drop SVG and data: images. */
export function mailLogoUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>, brand: Pick<Brand, 'shortName'>): string {
  return brandLink(config, brand, brandAssetUrl(brand, 'apple-touch-icon-144.png'));
}
