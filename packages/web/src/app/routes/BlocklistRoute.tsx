import { BlocklistPage } from '../../features/safety/BlocklistPage.tsx';

/** `/settings/blocklist` (the deprecated `/settings/blacklist` redirects here): a chunk of its own. */
export default function BlocklistRoute() {
  return <BlocklistPage />;
}
