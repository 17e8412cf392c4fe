import type { Platform } from '../platform/platform.ts';
import { AccountsService, accountsMemberData } from './accounts/index.ts';
import { CoinsService, coinsMemberData } from './coins/index.ts';
import { LocationService } from './discovery/index.ts';
import { MediaUrlSigner, PhotoFiles } from './photos/index.ts';
import { PushService, pushesMemberData } from './pushes/index.ts';
import { MemberViews } from './member-views/index.ts';
import { MessengerService } from './messenger/index.ts';
import { RelationsService } from './relations/index.ts';
import { SafetyService } from './safety/index.ts';
import { VerificationService } from './verification/index.ts';
import { WebPushService } from './webpush/index.ts';

/**
 * The feature services more than one module uses, built once here: the composition root of the
 * modules (platform/ builds only cross-cutting pieces and imports no module). A module takes
 * what it needs from this object in its route plugin and passes it on explicitly; modules never
 * import this file (it imports them).
 */
export interface Services {
  /** Members: accounts and their profiles (modules/accounts). */
  accounts: AccountsService;
  /** Photo renditions on storage, their rows and signed URLs (modules/photos). */
  photoFiles: PhotoFiles;
  /** Pushes to members' tabs (modules/pushes). */
  pushes: PushService;
  /** Every read that shows other members: hydrate → rules → views (modules/member-views). */
  memberViews: MemberViews;
  /** The coins ledger: balances and every change of them (modules/coins). */
  coins: CoinsService;
  /** Where members are compared from: the snapped cells every distance is measured between (modules/discovery). */
  locations: LocationService;
  /** Likes, passes, matches, favourites and visits; the member-view pipeline's relationship slot (modules/relations). */
  relations: RelationsService;
  /** Blocks and abuse reports; the member-view pipeline's block slot (modules/safety). */
  safety: SafetyService;
  /** Dialogs and messages: sends exactly once under every rule of a member's own (modules/messenger). */
  messenger: MessengerService;
  /** Web push subscriptions, and the pushes that reach members with no socket open (modules/webpush). */
  webPush: WebPushService;
}

/** What code outside the HTTP app (seed, operator commands, bench) runs the modules with. */
export interface AppContext {
  platform: Platform;
  services: Services;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export function createServices(platform: Platform): Services {
  const locations = new LocationService(platform.db, platform.clock);
  // Every write of a profile's city moves the member's city cell with it, and every status change
  // records its event, in the same transaction.
  const accounts = new AccountsService(platform.db, platform.clock, platform.dialect, { events: platform.events, locations });
  // Every photo URL that leaves the server is signed with a key of its own (photos/media-urls.ts).
  const mediaUrls = new MediaUrlSigner(platform.secrets.jwtKey, platform.clock);
  const coins = new CoinsService(platform.db, platform.clock, accounts);
  // Accounts, pushes and coins have no route plugin, so the root that builds them registers the
  // member data they own; every other module registers its own with its routes.
  platform.memberData.register(accountsMemberData({ db: platform.db, mail: platform.mail }));
  platform.memberData.register(pushesMemberData({ db: platform.db }));
  platform.memberData.register(coinsMemberData(coins));
  const photoFiles = new PhotoFiles(platform.db, platform.storage, platform.clock, mediaUrls);
  // Every push also reaches the browsers of a member with no socket open (DESIGN.md §14 "Notifications").
  const webPush = new WebPushService(platform, accounts);
  const pushes = new PushService(platform, accounts, webPush);
  const verification = new VerificationService(platform, photoFiles);
  const relations = new RelationsService({ db: platform.db, clock: platform.clock, events: platform.events, accounts, photos: photoFiles });
  const safety = new SafetyService({ db: platform.db, clock: platform.clock, events: platform.events, accounts, reportsToHide: platform.config.reportsToHide });
  // Every list shows the viewer's likes, matches and favourites (relations fills the slot); nobody blocked either way is seen (safety fills it).
  const memberViews = new MemberViews({ accounts, photos: photoFiles, verification, locations, clock: platform.clock, mediaUrls, relationships: relations, blocks: safety });
  return {
    accounts,
    photoFiles,
    pushes,
    memberViews,
    coins,
    locations,
    relations,
    safety,
    messenger: new MessengerService({ platform, accounts, members: memberViews, relations, safety, coins, pushes, photoFiles }),
    webPush,
  };
}
