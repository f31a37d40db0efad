import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// `npm run dev` (root) starts the backend on PORT (3000 by default) and this dev server, which
// forwards the API and the socket.io traffic to it, so the browser sees one origin as with `npm start`.
const backend = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    // A brotli (.br) and a gzip (.gz) copy of every text asset, compressed once at build time at
    // the highest levels; the server sends the one the browser accepts (backend/src/http/web-client.ts).
    // Every asset gets both, even tiny ones, so no asset is ever sent uncompressed.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 0,
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  // @school/modules is used from its TypeScript sources (the "source" export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
  },
});
