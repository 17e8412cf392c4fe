import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { registerCompression } from '../packages/server/src/platform/compression.ts';

/**
 * The bare Vite + React page of `npm run bench:web`, served as our server serves the SPA: the
 * same compression, the build's precompressed copies, hashed bundles immutable for a year.
 */
const root = process.env.BASELINE_DIST!;
const app = Fastify();
await registerCompression(app);
await app.register(fastifyStatic, { root: `${root}/assets`, prefix: '/assets/', preCompressed: true, maxAge: '365d', immutable: true, decorateReply: false });
await app.register(fastifyStatic, { root, preCompressed: true, index: ['index.html'], cacheControl: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ ready: address });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
