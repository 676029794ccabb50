// The baseline of bench/api.mjs: Fastify's hello world (no logger, no plugins) on the loopback port
// given as the first argument, in a process of its own as the built server is. Prints "ready" once
// it listens; ends on SIGTERM.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
console.log('ready');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
