/**
 * Runs the server: validates the settings, builds the app, listens, and on SIGTERM or SIGINT stops
 * accepting connections, lets in-flight requests finish, closes the database and Redis, exits 0.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';

const configOrExit = (): ServerConfig => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`Invalid configuration: ${error.message}\n`);
    process.exit(1);
  }
};

const config = configOrExit();
const app = await buildApp(config);

closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  // app.close() stops accepting, waits for in-flight requests, then runs every onClose hook
  // (database and Redis among them).
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
