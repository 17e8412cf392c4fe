import Fastify from 'fastify';

/** The baseline: a bare Fastify hello-world on the same machine, in the same run. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ ready: address });
