import type { FastifyInstance } from 'fastify';
import { locationMemberData } from './location/member-data.ts';
import { locationRoutes } from './location/routes.ts';
import { nearbyRoutes } from './nearby/routes.ts';
import { NearbyService } from './nearby/service.ts';

/** Discovery's routes (DESIGN.md §14): the member's own location and nearby. */
export default async function discoveryRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, locations, memberViews } = app.services;
  app.platform.memberData.register(locationMemberData(locations));
  await locationRoutes(app, locations);
  await nearbyRoutes(app, new NearbyService({ db: app.platform.db, clock: app.platform.clock, accounts, locations, members: memberViews }));
}
