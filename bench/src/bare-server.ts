import Fastify from 'fastify';

/** The ceiling: a bare Fastify route answering a small JSON body, measured in the same run as the app. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ result: { ok: true } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
