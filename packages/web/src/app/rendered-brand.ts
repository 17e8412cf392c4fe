import { BRAND_DATA_ELEMENT_ID, type Brand } from '@amora/contracts';

/**
 * The brand the server rendered this page for (server modules/site/head-tags.ts), read from the
 * page instead of looked up in the registry of every brand, which the first page then need not
 * download. A page served without it (Vite's dev server) looks the host up in the registry,
 * loaded only then.
 */
export async function brandOfPage(host: string, doc: Document = document): Promise<Brand | undefined> {
  const data = doc.getElementById(BRAND_DATA_ELEMENT_ID)?.textContent;
  if (data) {
    try {
      return JSON.parse(data) as Brand;
    } catch {
      // A damaged page falls back to the registry like a page without the data.
    }
  }
  const { brandForHost } = await import('./brand-registry.ts');
  return brandForHost(host);
}
