import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// `npm run dev` (root) starts the backend on PORT (3000 by default) and this dev server, which
// forwards the API and the socket.io traffic to it, so the browser sees one origin as with `npm start`.
const backend = `http://localhost:${process.env.PORT ?? 3000}`;

/** The Mantine theme's primary colour (blue, shade 8: web/src/app/theme.ts) and its page background. */
const THEME_COLOR = '#1971c2';
const BACKGROUND_COLOR = '#ffffff';

export default defineConfig({
  plugins: [
    react(),
    // The web app manifest and the service worker (decision 0078, docs/offline.md): our own worker
    // (web/src/sw/sw.ts, Workbox) with the build's precache list injected into it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: [],
      manifest: {
        id: '/',
        name: 'Plataforma Escolar',
        short_name: 'Plataforma',
        description: 'Trilhas de aprendizagem, atividades e jogos da escola.',
        lang: 'pt-BR',
        dir: 'ltr',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        // The app shell: the built code, styles, index.html, the icons and fonts; never the source
        // maps, nor the .br/.gz copies (the server sends those in place of the files they copy).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'sw.js'],
        // Hashed names change with their content: no revision query needed to bust them.
        dontCacheBustURLsMatching: /^assets\//,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // A classic script (registered without `type: 'module'`), built as quietly as the app.
        rollupFormat: 'iife',
        sourcemap: false,
        buildPlugins: {
          vite: [{ name: 'quiet-service-worker-build', config: () => ({ logLevel: 'warn' }) }],
        },
      },
    }),
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
