import type { BrandThemeId } from './brand-theme.ts';
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
  /** Meta description (English; the server renders it into index.html). */
  description: string;
  /** i18n key of the description, for pages that show it translated. */
  descriptionKey: string;
  domain: string;
  /** Two brands register on a separate address (spec 1 §1). */
  registrationDomain?: string;
  /** The brand's own palettes; brands without one use the default palette (brand-theme.ts). */
  theme: BrandThemeId;
  /** Logo box in CSS pixels, fixed per brand (spec 1 §1), and the glyph drawn before the name. */
  logo: { width: number; height: number; glyph: LogoGlyph };
  /** Help-centre article with the society rules (spec 1 §1). */
  helpArticleUrl: string;
  /** Share-preview texts (Open Graph / Twitter cards, spec 1 §1). */
  share: { title: string; description: string };
  /** The store-download home variant (spec 1 §2). */
  storeDownload?: boolean;
  /** Accounts must confirm their e-mail before the first login (DESIGN.md §13). */
  requiresEmailConfirmation?: boolean;
  /** Language of pages when neither the `lang` cookie nor the browser names a supported one. */
  defaultLanguage: Language;
  /**
   * The ad slot of the matches game (spec 2 §9 "ad slot config per brand variant"); only brands
   * with one carry ads at all (spec 2 §6), and only to members without premium.
   */
  adSlot?: AdSlot;
}

/** Where an ad goes: the ad unit's path, the sizes it accepts in CSS pixels, and the id of its div. */
export interface AdSlot {
  path: string;
  sizes: readonly (readonly [width: number, height: number])[];
  divId: string;
}

export type LogoGlyph = 'heart' | 'monogram';

interface BrandSeed {
  id: number;
  shortName: string;
  name: string;
  tagline: string;
  description: string;
  share: Brand['share'];
  logo: [width: number, height: number, glyph: LogoGlyph];
  theme?: BrandThemeId;
  defaultLanguage?: Language;
  extra?: Pick<Brand, 'registrationDomain' | 'storeDownload' | 'requiresEmailConfirmation' | 'adSlot'>;
}

/**
 * The matches-game slot of a brand that carries ads: a card-sized unit (the deck's card at
 * 300×250 or 320×480). The brands are those the operator's `show-ads` flag file turns on.
 */
function adSlot(shortName: string): AdSlot {
  return {
    path: `/amora/${shortName}/matches_game_card`,
    sizes: [
      [300, 250],
      [320, 480],
    ],
    divId: `ad-${shortName}-matches-card`,
  };
}

function brand(seed: BrandSeed): Brand {
  const domain = `${seed.shortName}.date`;
  const [width, height, glyph] = seed.logo;
  return {
    id: seed.id,
    shortName: seed.shortName,
    name: seed.name,
    title: `${seed.name} — ${seed.tagline}`,
    description: seed.description,
    descriptionKey: `brands.${seed.shortName}.description`,
    domain,
    theme: seed.theme ?? 'default',
    logo: { width, height, glyph },
    helpArticleUrl: `https://help.${domain}/articles/society-rules`,
    share: seed.share,
    defaultLanguage: seed.defaultLanguage ?? 'en-US',
    ...seed.extra,
  };
}

export const BRANDS: readonly Brand[] = [
  brand({
    id: 7, shortName: 'amora', name: 'Amora', theme: 'amora', logo: [124, 32, 'heart'],
    tagline: 'dating for real connections',
    description: 'Meet singles nearby who want something real. Match, chat and plan a first date on Amora.',
    share: { title: 'Find your person on Amora', description: 'Real people, real conversations. Join Amora for free and meet singles near you.' },
  }),
  brand({
    id: 8, shortName: 'lovella', name: 'Lovella', theme: 'lovella', logo: [132, 34, 'heart'], defaultLanguage: 'fr-FR',
    tagline: 'meet, flirt, fall in love',
    description: 'Lovella brings romantic singles together: thoughtful profiles, honest chats and dates worth dressing up for.',
    share: { title: 'Love is closer than you think', description: 'Create your Lovella profile in minutes and start meeting romantic singles today.' },
  }),
  brand({
    id: 13, shortName: 'heartly', name: 'Heartly', logo: [128, 32, 'heart'], extra: { requiresEmailConfirmation: true },
    tagline: 'sincere dating',
    description: 'Heartly is dating for people who mean it: verified e-mails, kind conversations and matches that last.',
    share: { title: 'Date with heart on Heartly', description: 'Sincere singles, verified profiles. Join Heartly and meet someone who means it too.' },
  }),
  brand({
    id: 17, shortName: 'flirtania', name: 'Flirtania', theme: 'flirtania', logo: [138, 32, 'heart'],
    tagline: 'flirt, chat, meet',
    description: 'Flirtania is where playful singles meet: swipe through people nearby, send a wink and see where it goes.',
    share: { title: 'Ready to flirt?', description: 'Thousands of fun singles are online on Flirtania right now. Say hi!' },
  }),
  brand({
    id: 20, shortName: 'datewise', name: 'Datewise', logo: [132, 30, 'monogram'],
    tagline: 'smarter dating',
    description: 'Datewise suggests people who share your goals and interests, so every chat starts on common ground.',
    share: { title: 'Date smarter with Datewise', description: 'Matches picked by shared goals and interests. Try Datewise for free.' },
  }),
  brand({
    id: 21, shortName: 'sparkmatch', name: 'SparkMatch', logo: [140, 32, 'monogram'], extra: { registrationDomain: 'join.sparkmatch.date' },
    tagline: 'find your spark',
    description: 'SparkMatch helps you find the spark: quick matches, lively chats and people who reply.',
    share: { title: 'Find your spark', description: 'Join SparkMatch and meet singles who are ready to chat tonight.' },
  }),
  brand({
    id: 22, shortName: 'kindred', name: 'Kindred', logo: [124, 30, 'monogram'],
    tagline: 'meet kindred spirits',
    description: 'Kindred connects people with the same values and passions, for friendships and relationships alike.',
    share: { title: 'Meet your kindred spirit', description: 'Shared values, shared passions. Find the people you click with on Kindred.' },
  }),
  brand({
    id: 23, shortName: 'meetmore', name: 'MeetMore', logo: [136, 30, 'monogram'],
    tagline: 'meet more people nearby',
    description: 'MeetMore shows you new people near you every day. More profiles, more chats, more dates.',
    share: { title: 'Meet more people near you', description: 'New faces every day. Join MeetMore and start chatting with singles nearby.' },
  }),
  brand({
    id: 24, shortName: 'rendezvous', name: 'Rendezvous', theme: 'rendezvous', logo: [140, 34, 'heart'],
    tagline: 'elegant dating',
    description: 'Rendezvous is dating with style: interesting people, good conversation and evenings to remember.',
    share: { title: 'Your next rendezvous awaits', description: 'Discerning singles, elegant first dates. Join Rendezvous today.' },
  }),
  brand({
    id: 25, shortName: 'tandem', name: 'Tandem', logo: [116, 30, 'monogram'], defaultLanguage: 'de-DE',
    tagline: 'better together',
    description: 'Tandem pairs you with active singles who love to share adventures, from city walks to mountain trails.',
    share: { title: 'Life is better in tandem', description: 'Find a partner for adventures big and small on Tandem.' },
  }),
  brand({
    id: 26, shortName: 'cupido', name: 'Cupido', logo: [120, 32, 'heart'], defaultLanguage: 'es-ES',
    tagline: 'let the arrow fly',
    description: 'Cupido helps the arrow find its mark: warm, friendly singles looking for love close to home.',
    share: { title: 'Let Cupido aim for you', description: 'Warm, friendly singles near you. Join Cupido and let love find you.' },
  }),
  brand({
    id: 29, shortName: 'solmate', name: 'Solmate', logo: [126, 32, 'heart'], defaultLanguage: 'pt-BR', extra: { storeDownload: true },
    tagline: 'dating in your pocket',
    description: 'Solmate is dating made for your phone: get the app, match on the go and never miss a message.',
    share: { title: 'Your soulmate is one tap away', description: 'Download Solmate and meet singles wherever you are.' },
  }),
  brand({
    id: 42, shortName: 'amigo', name: 'Amigo', logo: [112, 30, 'monogram'], defaultLanguage: 'es-MX', extra: { adSlot: adSlot('amigo') },
    tagline: 'friends first',
    description: 'Amigo is a relaxed place to meet new people: start as friends and see where it leads.',
    share: { title: 'Friends first, then who knows?', description: 'Meet easy-going singles on Amigo, no pressure.' },
  }),
  brand({
    id: 53, shortName: 'luna', name: 'Luna', theme: 'luna', logo: [112, 32, 'heart'], extra: { adSlot: adSlot('luna') },
    tagline: 'dating after dark',
    description: 'Luna is for night owls: chat late, match with people awake when you are and meet under the moon.',
    share: { title: 'Meet someone under the moon', description: 'Night owls welcome. Join Luna and chat with singles who are up late too.' },
  }),
  brand({
    id: 54, shortName: 'velvet', name: 'Velvet', logo: [118, 34, 'heart'], extra: { registrationDomain: 'join.velvet.date', adSlot: adSlot('velvet') },
    tagline: 'soft-spoken dating',
    description: 'Velvet is a calm, respectful space to meet: no noise, just thoughtful people and real conversations.',
    share: { title: 'Dating, the gentle way', description: 'Thoughtful singles and calm conversations. Join Velvet today.' },
  }),
  brand({
    id: 55, shortName: 'citrine', name: 'Citrine', logo: [124, 30, 'monogram'], extra: { adSlot: adSlot('citrine') },
    tagline: 'bright and easy dating',
    description: 'Citrine makes meeting people bright and easy: cheerful profiles, quick matches and sunny first dates.',
    share: { title: 'Brighten your dating life', description: 'Cheerful singles near you are on Citrine. Join for free.' },
  }),
  brand({
    id: 58, shortName: 'boreal', name: 'Boreal', logo: [120, 30, 'monogram'],
    tagline: 'meet people up north',
    description: 'Boreal connects singles who love the outdoors, the cold and the northern lights.',
    share: { title: 'Warm hearts, cold nights', description: 'Outdoorsy singles meet on Boreal. Join the community.' },
  }),
  brand({
    id: 59, shortName: 'harbor', name: 'Harbor', logo: [120, 30, 'monogram'],
    tagline: 'a safe place to meet',
    description: 'Harbor is a safe harbour for dating: moderated profiles, respectful chats and easy blocking.',
    share: { title: 'Find your safe harbour', description: 'Date with peace of mind on Harbor. Moderated profiles, respectful people.' },
  }),
  brand({
    id: 60, shortName: 'mosaic', name: 'Mosaic', logo: [122, 30, 'monogram'],
    tagline: 'every kind of love',
    description: 'Mosaic celebrates every kind of person and every kind of love. Come as you are.',
    share: { title: 'Every kind of love', description: 'Meet open-minded singles from every walk of life on Mosaic.' },
  }),
  brand({
    id: 61, shortName: 'ember', name: 'Ember', theme: 'ember', logo: [116, 34, 'heart'],
    tagline: 'rekindle romance',
    description: 'Ember is for grown-ups ready to love again: mature singles, slow-burning romance and honest talk.',
    share: { title: 'Ready to love again?', description: 'Mature singles rekindle romance on Ember. Join today.' },
  }),
  brand({
    id: 63, shortName: 'nimbus', name: 'Nimbus', logo: [120, 30, 'monogram'],
    tagline: 'dating on cloud nine',
    description: 'Nimbus is light-hearted dating: easy chats, fun matches and a good chance of cloud nine.',
    share: { title: 'Get to cloud nine', description: 'Light-hearted dating with fun singles. Join Nimbus for free.' },
  }),
  brand({
    id: 64, shortName: 'serenade', name: 'Serenade', logo: [134, 32, 'heart'],
    tagline: 'romance with rhythm',
    description: 'Serenade matches music lovers and romantics: share your favourite songs and find someone in tune.',
    share: { title: 'Find someone in tune with you', description: 'Music lovers and romantics meet on Serenade.' },
  }),
  brand({
    id: 65, shortName: 'tulip', name: 'Tulip', logo: [112, 32, 'heart'],
    tagline: 'fresh starts',
    description: 'Tulip is for fresh starts: meet new people, bloom into new friendships and perhaps a new love.',
    share: { title: 'Time for a fresh start', description: 'New people, new chances. Join Tulip and let something bloom.' },
  }),
  brand({
    id: 66, shortName: 'orbit', name: 'Orbit', logo: [114, 30, 'monogram'],
    tagline: 'people in your orbit',
    description: 'Orbit shows the people already in your orbit: singles nearby who go where you go.',
    share: { title: 'Who is in your orbit?', description: 'Meet singles who share your places and plans on Orbit.' },
  }),
  brand({
    id: 67, shortName: 'vivace', name: 'Vivace', logo: [122, 32, 'monogram'],
    tagline: 'lively dating',
    description: 'Vivace is dating with energy: lively people, fast replies and plans made the same day.',
    share: { title: 'Dating with energy', description: 'Lively singles, quick replies, real plans. Join Vivace.' },
  }),
  brand({
    id: 71, shortName: 'juniper', name: 'Juniper', logo: [126, 30, 'monogram'],
    tagline: 'grow something real',
    description: 'Juniper is for people who want to grow something real: patient, kind and genuinely interested.',
    share: { title: 'Grow something real', description: 'Patient, kind singles are waiting on Juniper. Join for free.' },
  }),
];

export const BRAND_IDS = BRANDS.map((b) => b.id);
/** Local hosts (`localhost`, `127.0.0.1`) use the first brand (spec 1 §1). */
export const DEFAULT_BRAND_ID = 7;

const byId = new Map(BRANDS.map((b) => [b.id, b]));
const byShortName = new Map(BRANDS.map((b) => [b.shortName, b]));
const byDomain = new Map(
  BRANDS.flatMap((b) => [[b.domain, b] as const, ...(b.registrationDomain ? [[b.registrationDomain, b] as const] : [])]),
);

export function brandById(id: number): Brand | undefined {
  return byId.get(id);
}

export function brandByShortName(shortName: string): Brand | undefined {
  return byShortName.get(shortName);
}

/**
 * Host → brand: the brand domain (with or without `www.`), a registration domain,
 * `localhost` / `127.0.0.1` / `[::1]` on any port → brand 7, `<shortName>.localhost` → that brand.
 * Anything else, an unknown `*.localhost` included, is unknown (undefined).
 */
export function brandForHost(host: string | null | undefined): Brand | undefined {
  if (!host) return undefined;
  const lower = host.trim().toLowerCase();
  // An IPv6 host comes bracketed (`[::1]:8080`): its colons are not a port.
  const ipv6 = /^\[(.*)\](:\d+)?$/.exec(lower);
  const hostname = ipv6 ? ipv6[1]! : lower.replace(/:\d+$/, '');
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1') {
    return byId.get(DEFAULT_BRAND_ID);
  }
  const local = /^([a-z0-9-]+)\.localhost$/.exec(hostname);
  if (local) return byShortName.get(local[1]!);
  return byDomain.get(hostname.replace(/^www\./, ''));
}
