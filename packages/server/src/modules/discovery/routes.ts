import type { FastifyInstance } from 'fastify';
import { OperationTokens } from './game/operation-token.ts';
import { gameRoutes } from './game/routes.ts';
import { GameService } from './game/service.ts';
import { locationMemberData } from './location/member-data.ts';
import { locationRoutes } from './location/routes.ts';
import { nearbyRoutes } from './nearby/routes.ts';
import { NearbyService } from './nearby/service.ts';
import { KmPageTokens } from './search/page-token.ts';
import { searchRoutes } from './search/routes.ts';
import { SearchService } from './search/service.ts';
import { SearchSettingsService } from './search/settings.ts';
import { suitableRoutes } from './suitable/routes.ts';
import { SuitableService } from './suitable/service.ts';

/** Discovery's routes (DESIGN.md §14): the member's own location, nearby, the matches game, search, the search settings and the suitable list. */
export default async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, locations, memberViews, relations } = app.services;
  app.platform.memberData.register(locationMemberData(locations));
  await locationRoutes(app, locations);
  await nearbyRoutes(app, new NearbyService({ db: app.platform.db, clock: app.platform.clock, accounts, locations, members: memberViews }));
  const tokens = new OperationTokens(app.platform.secrets.jwtKey, app.platform.clock);
  await gameRoutes(app, new GameService({ db: app.platform.db, clock: app.platform.clock, accounts, locations, members: memberViews, relations, tokens }));
  const search = new SearchService({ db: app.platform.db, clock: app.platform.clock, accounts, locations, members: memberViews, tokens: new KmPageTokens(app.platform.secrets.jwtKey, 'search') });
  await searchRoutes(app, search, new SearchSettingsService(accounts));
  const suitableTokens = new KmPageTokens(app.platform.secrets.jwtKey, 'suitable');
  await suitableRoutes(app, new SuitableService({ db: app.platform.db, clock: app.platform.clock, accounts, locations, members: memberViews, tokens: suitableTokens }));
}
