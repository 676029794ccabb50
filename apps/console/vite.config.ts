import type { CONSOLE_BASE_PATH } from '@app/contract/client';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The contract's CONSOLE_BASE_PATH, where the server serves the build: the config can load no
 * value of the contract (TypeScript source, importing its siblings without extensions), so its
 * type holds this copy to the same text.
 */
const BASE: typeof CONSOLE_BASE_PATH = '/console/';

/** The API server a developer runs beside `vite`; the dev server forwards /wps to it. */
const API_ORIGIN = 'http://127.0.0.1:8095';

export default defineConfig({
  base: BASE,
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
  },
  server: {
    proxy: { '/wps': { target: API_ORIGIN, changeOrigin: true } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // antd's first render of a Table or Form in a file takes seconds to transform on a busy 2-core machine.
    testTimeout: 15_000,
    // Console output goes straight to the terminal, not through the worker's message channel: a
    // message React logs as a file's environment closes (a lazy module that resolves after the last
    // test, warning that it resumed outside act) then cannot fail the whole run with
    // "Closing rpc while onUserConsoleLog was pending", as it once did in CI with every test passed.
    disableConsoleIntercept: true,
  },
});
