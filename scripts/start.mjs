// `npm start`: install and build what is out of date, then run the server on the pinned Node 22.
// Runs on the machine's Node 20 on a fresh clone, before node_modules/.bin/node exists.
import { spawnServer, waitUntilReady } from './built-server.mjs';
import { ensureBuilt, ensureInstalled } from './prepare.mjs';

try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const port = process.env.PORT || '8080';
// Probe on loopback unless the server is bound to one specific address.
const host = ['', '0.0.0.0', '::'].includes(process.env.HOST ?? '') ? '127.0.0.1' : process.env.HOST;
const server = spawnServer();

// Ctrl-C reaches the whole process group; forwarding as well covers `kill <pid>` of this process.
// The server shuts down gracefully and its exit code becomes ours.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
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
