import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

/** The API server of DESIGN §1; the dev server forwards /wps to it. */
const API_ORIGIN = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    // The server sends these precompressed files as they are (DESIGN §2), so every compressible
    // asset gets a .br and a .gz beside it.
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      threshold: 0,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
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
    // Screen tests render lazy route modules and run the real cipher: on a busy 2-core machine the
    // first one of a file takes seconds to transform.
    testTimeout: 15_000,
  },
});
