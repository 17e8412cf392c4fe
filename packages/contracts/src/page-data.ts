import type { Brand } from './brands.ts';
import type { Language } from './languages.ts';

/**
 * What the server writes into each page it renders for the app to start with (server
 * modules/site/head-tags.ts): the page's brand as JSON in `<script type="application/json"
 * id="amora-brand-data">`, so the app needs no registry of every brand to know its own.
 */
export const BRAND_DATA_ELEMENT_ID = 'amora-brand-data';

/** What a page on a host of no brand reports and shows (spec 1 §1). */
export function unknownHostMessage(host: string): string {
  return `Can't find product config for hostname: ${host}.`;
}

/**
 * A visitor's first page rendered on the server (issue 14): the home and login pages paint from
 * the HTML before any script runs. The web builds `renderFirstPage` into dist-ssr/first-page.js;
 * the server calls it with the page's brand, language, path and the startup namespaces' texts.
 */
export interface FirstPageInput {
  brand: Brand;
  language: Language;
  path: string;
  /** Namespace → its texts, for every one of STARTUP_NAMESPACES. */
  texts: Record<string, Record<string, unknown>>;
}

export type RenderFirstPage = (input: FirstPageInput) => string;
