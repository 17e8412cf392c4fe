/** Every brand, for a page the server did not render (rendered-brand.ts): its own chunk. */
export { brandForHost } from '@amora/contracts';
