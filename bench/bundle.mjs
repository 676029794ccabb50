// Bundle size of the built site: the initial JS of /m/home (boot.js, the only script index.html
// names, and the entry script and its static imports that boot.js starts once the page has
// painted, listed in its data-boot attribute) and every lazy chunk, raw, gzip and brotli. This is also the CI size budget:
// it exits 1 when the initial JS exceeds 110 kB brotli (decisions 0051, 0055). Run `npm run build -w @app/web` first.
// WEB_DIST (the server's setting of the same name) measures another build directory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_BROTLI_BYTES = 110_000;
const ROOT = new URL('..', import.meta.url).pathname;
const DIST = resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');
const BASE = '/m/';

const indexPath = join(DIST, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`bundle: ${indexPath} is missing; run \`npm run build -w @app/web\` first`);
  process.exit(2);
}
const html = readFileSync(indexPath, 'utf8');

const toDistPath = (url) => (url.startsWith(BASE) ? url.slice(BASE.length) : url.replace(/^\.?\//, ''));
const bootTag = html.match(/<script src="([^"]+)" data-boot='([^']+)'/);
if (!bootTag) {
  console.error('bundle: index.html has no boot script with its data-boot list');
  process.exit(2);
}
const boot = JSON.parse(bootTag[2].replaceAll('&#39;', "'").replaceAll('&amp;', '&'));
const initial = [...new Set([bootTag[1], boot.entry, ...boot.entryFiles].map(toDistPath))];

// Maximum compression, as the build precompresses its assets for the static server.
const sizes = (path) => {
  const content = readFileSync(join(DIST, path));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (name, size) =>
  `${name.padEnd(48)} ${kB(size.raw).padStart(10)} ${kB(size.gzip).padStart(10)} ${kB(size.brotli).padStart(10)}`;
const header = `${'file'.padEnd(48)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`;
const sum = (list) =>
  list.reduce(
    (total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

console.log('Initial JS of /m/home (boot.js, the entry and its static imports)');
console.log(header);
const initialSizes = initial.map((path) => ({ path, ...sizes(path) }));
for (const file of initialSizes) console.log(row(file.path, file));
const initialTotal = sum(initialSizes);
console.log(row('TOTAL initial', initialTotal));

const lazy = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .filter((path) => !initial.includes(path))
  .map((path) => ({ path, ...sizes(path) }))
  .sort((a, b) => b.brotli - a.brotli);
console.log(`\nLazy chunks (${lazy.length}), loaded on demand`);
console.log(header);
for (const file of lazy) console.log(row(file.path, file));
console.log(row('TOTAL lazy', sum(lazy)));

const verdict = initialTotal.brotli <= BUDGET_BROTLI_BYTES ? 'within' : 'OVER';
console.log(
  `\nBudget: initial JS ${kB(initialTotal.brotli)} brotli, ${verdict} the ${kB(BUDGET_BROTLI_BYTES)} budget`,
);
process.exit(verdict === 'within' ? 0 : 1);
