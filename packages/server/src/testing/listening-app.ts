import type { Dialect } from '../platform/db/database.ts';
import { OpenSockets } from './realtime-client.ts';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** A test app listening on a loopback port, for what `inject` cannot carry: realtime sockets. */
export interface ListeningApp extends TestApp {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** The realtime sockets a test opens against the app; `close` closes them first. */
  sockets: OpenSockets;
}

/** `startTestApp`, listening on a free loopback port. */
export async function startListeningApp(dialect: Dialect, options: TestAppOptions = {}): Promise<ListeningApp> {
  const t = await startTestApp(dialect, options);
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets = new OpenSockets(origin);
  return {
    ...t,
    origin,
    sockets,
    async close() {
      sockets.closeAll();
      await t.close();
    },
  };
}
