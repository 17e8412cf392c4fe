import type { FastifyInstance } from 'fastify';
import { REALTIME_PATH } from '@amora/contracts';
import { RealtimeHub } from './hub.ts';

/**
 * `/v3/realtime` (DESIGN.md §7). The socket authenticates with its first frame, not a cookie, so
 * a page on another site cannot ride a member's session into it.
 */
export default async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  const { realtime, sessions } = app.platform;
  const hub = new RealtimeHub(app.platform, app.log);
  await hub.start();
  app.addHook('onClose', async () => {
    await hub.stop();
    await realtime.bus.close();
  });
  // Logout, a password change or reset, deactivation or a ban: every server closes those sockets.
  sessions.onRevoked((revoked) => {
    realtime.sessionsRevoked(revoked).catch((error: unknown) => app.log.error({ err: error }, 'revocation not published'));
  });

  app.get(REALTIME_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => hub.attach(socket, request.brand?.id));
}
