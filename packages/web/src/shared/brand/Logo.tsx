import { useTranslation } from 'react-i18next';
import { brandAssetUrl } from '@amora/contracts';
import { useBrand } from './brand-context.ts';
import styles from './Logo.module.css';

/**
 * The brand logo at its fixed size (spec 1 §1). The inverted variant is for dark backgrounds:
 * chosen by the dark colour scheme, or forced with `inverted` on coloured surfaces.
 */
export function Logo({ inverted = false, scale = 1 }: { inverted?: boolean; scale?: number }) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  return (
    <picture className={styles.picture}>
      {!inverted && <source media="(prefers-color-scheme: dark)" srcSet={brandAssetUrl(brand, 'logo-inverted.svg')} />}
      <img
        className={styles.logo}
        src={brandAssetUrl(brand, inverted ? 'logo-inverted.svg' : 'logo.svg')}
        width={Math.round(brand.logo.width * scale)}
        height={Math.round(brand.logo.height * scale)}
        alt={t('brand.logoAlt', { brand: brand.name })}
      />
    </picture>
  );
}

/**
 * The brand's app icon as a picture beside a name that says it (the team's avatar in the system
 * thread): decorative. Here beside the logo, so the brand assets stay in one chunk.
 */
export function BrandIcon({ size, className }: { size: number; className?: string }) {
  const brand = useBrand();
  return <img className={className} src={brandAssetUrl(brand, 'icon-192.png')} alt="" width={size} height={size} />;
}
