/**
 * Bundles the server and the operator CLI into dist/ with esbuild. The @app/* workspace sources
 * (TypeScript) are bundled in; every other package stays external and loads from node_modules.
 * The SQL migrations are copied beside the bundle, where src/db/database.ts looks for them.
 */
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const dist = new URL('dist/', here);

/** @type {import('esbuild').Plugin} */
const externalPackages = {
  name: 'external-packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: { main: 'src/main.ts', operator: 'src/cli/operator.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations/', here), new URL('migrations/', dist), { recursive: true });
console.log('built apps/server/dist (main.js, operator.js, migrations/)');
