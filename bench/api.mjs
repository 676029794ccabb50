// API throughput: requests per second and p99 latency of GET /wps/system/status and
// GET /wps/system/config, 10 s each with 10 connections, on loopback only. Starts the built server
// on a fresh embedded database unless BENCH_URL points at a running one (loopback addresses only).
// The load generator shares the machine's cores with the server: compare figures from one machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from '../scripts/built-server.mjs';

const CALLS = ['/wps/system/status', '/wps/system/config'];
const DURATION_S = 10;
const CONNECTIONS = 10;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

if (process.env.BENCH_URL && !LOOPBACK.has(new URL(process.env.BENCH_URL).hostname)) {
  console.error('api: BENCH_URL must be a loopback address; this benchmark never loads another machine');
  process.exit(2);
}

const dataDir = process.env.BENCH_URL ? undefined : await mkdtemp(join(tmpdir(), 'bench-api-'));
const server = dataDir ? await startBuiltServer({ dataDir }) : undefined;
const origin = process.env.BENCH_URL ?? server?.baseURL;
try {
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per call, against ${origin}\n`);
  const rows = [];
  for (const path of CALLS) {
    const result = await autocannon({
      url: `${origin}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { merchant: 'DEMO', device: 'MOBILE' },
    });
    rows.push({ path, result });
  }
  console.log('| call | req/s (mean) | latency p50 | latency p99 | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const { path, result } of rows) {
    console.log(
      `| GET ${path} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} |`,
    );
  }
  if (rows.some(({ result }) => result.non2xx > 0 || result.errors > 0)) {
    console.log(
      '\nnote: some answers were not 2xx (rate limited?): those figures do not measure the call itself',
    );
  }
} finally {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
