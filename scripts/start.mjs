// `npm start`: install and build what is out of date, then run the server on the pinned Node 22.
// Runs on the machine's Node 20 on a fresh clone, before node_modules/.bin/node exists.
import { isPortFree, spawnServer, waitUntilReady } from './built-server.mjs';
import { ensureBuilt, ensureInstalled } from './prepare.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const port = process.env.PORT || '8080';
// Otherwise the readiness probe below would find the other server, and a second server on the
// same data directory would open an embedded database that must have one process only.
if (!(await isPortFree(Number(port), process.env.HOST || '0.0.0.0'))) {
  console.error(`start: port ${port} is in use (is the server already running?); set PORT to use another`);
  process.exit(1);
}
// Probe on loopback unless the server is bound to one specific address.
const host = ['', '0.0.0.0', '::'].includes(process.env.HOST ?? '') ? '127.0.0.1' : process.env.HOST;
// The embedded database is the README's try-it-out run: demo brands, demo accounts and the sandbox
// gateway (DEMO_MODE, docs/decisions/0019). Never with DATABASE_URL or NODE_ENV=production, and
// never over a DEMO_MODE the caller set.
const embeddedDemo =
  process.env.DEMO_MODE === undefined && !process.env.DATABASE_URL && process.env.NODE_ENV !== 'production';
if (embeddedDemo)
  console.log('start: embedded database, so DEMO_MODE=true (demo brands and accounts, sandbox gateway)');
const server = spawnServer({ ownGroup: true, env: embeddedDemo ? { DEMO_MODE: 'true' } : {} });

// Ctrl-C, or a signal to npm, may reach this process more than once (npm forwards what it gets).
// The first is passed on and the server shuts down gracefully; its exit code becomes ours.
let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});

waitUntilReady(`http://${host?.includes(':') ? `[${host}]` : host}:${port}`, server).then(
  () => console.log(`\nListening: http://localhost:${port}/m  (API under /wps, OpenAPI at /docs)\n`),
  (error) => console.error(`start: ${error.message}`),
);
