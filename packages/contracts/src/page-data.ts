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
