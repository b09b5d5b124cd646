import Fastify from 'fastify';

// The benchmark's baseline: a bare Fastify route in its own process, the most this
// machine can answer with the same framework and nothing else.
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app
  .listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' })
  .then((address) => console.log(`listening ${address}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
