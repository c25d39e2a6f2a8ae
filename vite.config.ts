import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { GAME_SERVER_PORT } from './scripts/support/gameServerPort.ts';
import { rapierWasmPlugin } from './scripts/support/rapierWasmPlugin.ts';
import { SlowTestsFirst } from './scripts/support/slowTestsFirst.ts';
import { TEST_BUILD_DIR } from './scripts/support/testBuild.ts';
import { testTwinsPlugin } from './scripts/support/testTwins.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
// xfwd: the game server reads a player's address (its code-guess throttle) from X-Forwarded-For
const onlineProxy = { target: `http://127.0.0.1:${GAME_SERVER_PORT}`, ws: true, xfwd: true };

/**
 * Cached when first fetched, never precached: the sandbox's, the tuning screen's and the online
 * screen's own files (a remote table needs the network anyway); the .woff twins of the .woff2 fonts
 * (every browser with a service worker reads woff2); and the font subsets for scripts the game's own
 * text never uses, Latin Extended included (only a player's name can need it): the browser fetches a
 * subset only for a character in its range.
 */
const OPENED_LATER = [
  '**/SandboxScreen-*',
  '**/TuningScreen-*',
  '**/OnlineScreen-*',
  '**/sandbox-*',
  '**/batchWorker-*',
  'assets/*.woff',
  'assets/*-{cyrillic,greek,vietnamese}-*',
  'assets/*-{cyrillic,greek}-ext-*',
  'assets/*-latin-ext-*',
];

/**
 * Installable and offline: a web app manifest, and a service worker that precaches what a game needs
 * (code, Rapier's one .wasm, models, fonts, icons) so that once loaded the game starts with no network.
 * The sandbox and the tuning screen (and the batch worker) are cached as they are first fetched, so each
 * works offline once it has been opened.
 */
const pwa = VitePWA({
  // a new version waits for the player's word (ui/UpdatePrompt.tsx registers the worker through
  // workbox-window and offers the reload), so a game in progress never reloads under them
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icon.svg', 'fonts/*'],
  manifest: {
    name: 'To Glory!',
    short_name: 'To Glory!',
    description: 'A pirate board game with a real-physics cannon volley, for the table.',
    start_url: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0d2233',
    theme_color: '#123a54',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff,woff2,glb,wasm,json}'],
    globIgnores: OPENED_LATER,
    runtimeCaching: [
      {
        // built files carry their content hash in the name, so a cached copy is never stale
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'to-glory-opened-later' },
      },
    ],
    // Rapier's .wasm is 1.6 MB
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: '/index.html',
    // the first visit is controlled at once, so it is ready for the table without a network
    clientsClaim: true,
    // a click on a turn notice opens its table (the rest of the worker stays workbox's own)
    importScripts: ['/turnNoticeClick.js'],
  },
});

// the test build swaps its hooks in (vitest runs in mode 'test' too, and tests the production modules)
const swapsTestTwins = (mode: string) => mode === 'test' && !process.env.VITEST;

export default defineConfig(({ mode }) => ({
  plugins: [react(), rapierWasmPlugin(ROOT), pwa, swapsTestTwins(mode) && testTwinsPlugin(ROOT)],
  // the e2e suite's dev servers (one per worker) pre-bundle into folders of their own: sharing one, a
  // cold start in one process rewrote the dependencies the other's page was loading
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  // remote tables: the page speaks to the game server at /online (which the game server also answers to)
  server: { port: 5173, strictPort: true, proxy: { '/online': onlineProxy } },
  preview: { port: 4173, strictPort: true, proxy: { '/online': onlineProxy } },
  // the workers bundle Rapier too: the same rewrite, so they share the page's one .wasm
  worker: { format: 'es', plugins: () => [rapierWasmPlugin(ROOT)] },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 4096,
    // the test build (hooks included) never lands where the shipped one goes
    outDir: mode === 'test' ? TEST_BUILD_DIR : 'dist',
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    // two files at once even on a 2-core machine (vitest's default there is one): the server tests
    // spend most of their time waiting on the processes they start, a core left idle meanwhile
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // the long files start first, so the two workers finish together
    sequence: { sequencer: SlowTestsFirst },
  },
}));
