import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { TEST_BUILD_DIR } from './scripts/support/testBuild';

/**
 * Installable and offline: a web app manifest, and a service worker that precaches every built file
 * (code, models, fonts, icons) so that once loaded the game starts with no network.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
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
    // the physics and sweep chunks are a few MB each
    maximumFileSizeToCacheInBytes: 12 * 1024 * 1024,
    navigateFallback: '/index.html',
    // the first visit is controlled at once, so it is ready for the table without a network
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [react(), pwa],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  worker: { format: 'es' },
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
  },
}));
