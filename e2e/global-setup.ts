import { launchServer } from './server';

/** One server for the whole run; its address reaches the workers through the environment. */
export default async function globalSetup() {
  const server = await launchServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_OPERATOR_KEY = server.operatorKey;
  return server.stop;
}
