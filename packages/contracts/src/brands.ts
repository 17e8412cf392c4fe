import type { Language } from './languages.ts';

/**
 * The brand registry (spec 1 §1, DESIGN.md §4). One codebase serves every brand; the brand is
 * picked from the host name on both sides.
 */
export interface Brand {
  id: number;
  /** Used in `<shortName>.localhost` and in asset names. */
  shortName: string;
  /** Display name, e.g. in the logo alt text and e-mails. */
  name: string;
  /** The document title. */
  title: string;
  domain: string;
  /** Two brands register on a separate address (spec 1 §1). */
  registrationDomain?: string;
  /** The brand's own palettes; brands without one use the default palette. */
  theme: 'default' | string;
  /** Logo box in CSS pixels; fixed per brand (spec 1 §1). */
  logo: { width: number; height: number };
  /** Help-centre article with the society rules (spec 1 §1). */
  helpArticleUrl: string;
  /** The store-download home variant (spec 1 §2). */
  storeDownload?: boolean;
  /** Accounts must confirm their e-mail before the first login (DESIGN.md §13). */
  requiresEmailConfirmation?: boolean;
  defaultLanguage: Language;
}

type BrandSeed = [id: number, shortName: string, name: string, extra?: Partial<Brand>];

const seeds: BrandSeed[] = [
  [7, 'amora', 'Amora'],
  [8, 'lovella', 'Lovella'],
  [13, 'heartly', 'Heartly'],
  [17, 'flirtania', 'Flirtania'],
  [20, 'datewise', 'Datewise'],
  [21, 'sparkmatch', 'SparkMatch'],
  [22, 'kindred', 'Kindred'],
  [23, 'meetmore', 'MeetMore'],
  [24, 'rendezvous', 'Rendezvous'],
  [25, 'tandem', 'Tandem'],
  [26, 'cupido', 'Cupido'],
  [29, 'solmate', 'Solmate'],
  [42, 'amigo', 'Amigo'],
  [53, 'luna', 'Luna'],
  [54, 'velvet', 'Velvet'],
  [55, 'citrine', 'Citrine'],
  [58, 'boreal', 'Boreal'],
  [59, 'harbor', 'Harbor'],
  [60, 'mosaic', 'Mosaic'],
  [61, 'ember', 'Ember'],
  [63, 'nimbus', 'Nimbus'],
  [64, 'serenade', 'Serenade'],
  [65, 'tulip', 'Tulip'],
  [66, 'orbit', 'Orbit'],
  [67, 'vivace', 'Vivace'],
  [71, 'juniper', 'Juniper'],
];

export const BRANDS: readonly Brand[] = seeds.map(([id, shortName, name, extra]) => ({
  id,
  shortName,
  name,
  title: `${name} — dating`,
  domain: `${shortName}.date`,
  theme: 'default',
  logo: { width: 120, height: 32 },
  helpArticleUrl: `https://help.${shortName}.date/articles/society-rules`,
  defaultLanguage: 'en-US',
  ...extra,
}));

export const BRAND_IDS = BRANDS.map((b) => b.id);
/** Local hosts (`localhost`, `127.0.0.1`) use the first brand (spec 1 §1). */
export const DEFAULT_BRAND_ID = 7;

const byId = new Map(BRANDS.map((b) => [b.id, b]));

export function brandById(id: number): Brand | undefined {
  return byId.get(id);
}

/**
 * Host → brand: the brand domain (with or without `www.`), a registration domain,
 * `localhost` / `127.0.0.1` / `[::1]` on any port → brand 7, `<shortName>.localhost` → that brand.
 * Anything else, an unknown `*.localhost` included, is unknown (undefined).
 */
export function brandForHost(host: string | null | undefined): Brand | undefined {
  if (!host) return undefined;
  const hostname = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\](:\d+)?$/, '$1')
    .replace(/:\d+$/, '');
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1') {
    return byId.get(DEFAULT_BRAND_ID);
  }
  const local = /^([a-z0-9-]+)\.localhost$/.exec(hostname);
  if (local) return BRANDS.find((b) => b.shortName === local[1]);
  const bare = hostname.replace(/^www\./, '');
  return BRANDS.find((b) => b.domain === bare || b.registrationDomain === bare);
}

export function unknownHostMessage(host: string): string {
  return `Can't find product config for hostname: ${host}.`;
}
