// Build and dev-server setup of the console: React, and the API and realtime proxy to the local server.
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = 'http://127.0.0.1:8080';

/** Every module of the contract package (imported as source). */
const CONTRACT_MODULE = /[\\/]contract[\\/]src[\\/]/;
/**
 * The contract modules that must run even when none of their exports is used: common/zod-config.ts switches zod's
 * JIT off (its `new Function` probe breaks the strict CSP), and index.ts is what imports it first. Keep this list
 * in step with the contract, or better, let the contract declare `sideEffects` in its package.json.
 */
const CONTRACT_SIDE_EFFECTS = /[\\/]contract[\\/]src[\\/](index|common[\\/]zod-config)\.ts$/;

export default defineConfig({
  plugins: [
    react(),
    // Every text asset also as .br and .gz beside it, made once at build at the highest levels, so the server sends
    // them as they are (@fastify/static's preCompressed) instead of compressing on each request. Small files too (the
    // sign-in page and the dashboard load a dozen chunks under 1 KB): a copy that would not be smaller is skipped.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 0,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Apart from those, the contract's modules only define schemas and constants: a module none of whose exports
      // is used (e.g. the audit endpoints on the sign-in page) may be dropped (about 3.5 KB gzip off the sign-in
      // page). Other packages keep their own package.json `sideEffects` (undefined = the default).
      treeshake: {
        moduleSideEffects: (id: string) => {
          if (CONTRACT_SIDE_EFFECTS.test(id)) return true;
          return CONTRACT_MODULE.test(id) ? false : undefined;
        },
      },
    },
  },
});
