import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH } from '@amora/contracts';
import { RealtimeHub } from './hub.ts';
import { realtimeMemberData } from './member-data.ts';

/**
 * `/v3/realtime` (DESIGN.md §7). The socket authenticates with its first frame, not a cookie, so
 * a page on another site cannot ride a member's session into it.
 */
export default async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { realtime, sessions } = app.platform;
  const hub = new RealtimeHub(app.platform, app.services.accounts, app.log, app.services.safety);
  app.platform.memberData.register(realtimeMemberData());
  await hub.start();
  app.addHook('onClose', async () => {
    await hub.stop();
    await realtime.bus.close();
  });
  // Logout, deactivation or a ban: every server closes those sockets.
  sessions.onRevoked((revoked) => {
    realtime.sessionsRevoked(revoked).catch((error: unknown) => app.log.error({ err: error }, 'revocation not published'));
  });
  // A password change or reset ends the sessions in its own transaction; the sockets close after commit.
  app.platform.events.subscribe({
    name: 'realtime.password-changed',
    type: 'password.changed',
    handle: async (event, context) => context.afterCommit(() => realtime.sessionsRevoked({ accountId: event.memberId, exceptSessionId: event.keptSessionId })),
  });
  app.platform.events.subscribe({
    name: 'realtime.password-reset',
    type: 'password.reset',
    handle: async (event, context) => context.afterCommit(() => realtime.sessionsRevoked({ accountId: event.memberId })),
  });

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => hub.attach(socket, request.brand?.id));
}
