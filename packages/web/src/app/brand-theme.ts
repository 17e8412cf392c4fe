import { brandPalette, type Brand } from '@amora/contracts';

/**
 * Puts the brand palette on <html> as CSS variables (light or dark by prefers-color-scheme) and
 * follows a theme change while the page is open.
 */
export function applyBrandTheme(brand: Brand): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const palette = brandPalette(brand, dark.matches ? 'dark' : 'light');
    for (const [name, value] of Object.entries(palette)) document.documentElement.style.setProperty(name, value);
    let themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]:not([media])');
    if (!themeColor) {
      themeColor = document.createElement('meta');
      themeColor.name = 'theme-color';
      document.head.append(themeColor);
    }
    themeColor.content = palette['--color-bg'];
  };
  apply();
  dark.addEventListener('change', apply);
}
